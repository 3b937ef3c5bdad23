import type { FastifyReply } from 'fastify';

const CSP = 'content-security-policy';
const WIDENED = ['frame-ancestors', 'form-action'];

/**
 * Lets the platform that sent a deep-linking request frame this page and receive its form post:
 * the page policy names only our own origins (and the registered platforms' for launches), and
 * browsers enforce `frame-ancestors` on the frame and `form-action` on the post to the return URL.
 * `url` is the request's `deep_link_return_url`, on the host the teacher's browser is really
 * using (Canvas's issuer is one host for every school; its return URL is the school's own).
 * Every other directive stays as the server set it.
 */
export function allowPlatformOf(reply: FastifyReply, url: string) {
  const policy = reply.getHeader(CSP);
  if (typeof policy !== 'string') return;
  const origin = new URL(url).origin;
  const directives = policy.split(';').map((directive) => {
    const trimmed = directive.trim();
    const name = trimmed.split(/\s+/)[0]?.toLowerCase() ?? '';
    return WIDENED.includes(name) && !trimmed.split(/\s+/).includes(origin)
      ? `${trimmed} ${origin}`
      : trimmed;
  });
  reply.header(CSP, directives.join(';'));
}
