import type { FastifyReply } from 'fastify';
import { plainOriginOf } from '../plain-origin';

const CSP = 'content-security-policy';
const WIDENED = ['frame-ancestors', 'form-action'];

/**
 * Lets the platform that sent a deep-linking request frame this page and receive its form post:
 * the page policy names only our own origins (and the registered platforms' for launches), and
 * browsers enforce `frame-ancestors` on the frame and `form-action` on the post to the return URL.
 * `url` is the request's `deep_link_return_url`, on the host the teacher's browser is really
 * using (Canvas's issuer is one host for every school; its return URL is the school's own).
 * Every other directive stays as the server set it; an address that is not a plain http(s) origin
 * widens nothing.
 */
export function allowPlatformOf(reply: FastifyReply, url: string) {
  const policy = reply.getHeader(CSP);
  const origin = plainOriginOf(url);
  if (typeof policy !== 'string' || origin === null) return;
  const directives = policy.split(';').map((directive) => {
    const trimmed = directive.trim();
    const name = trimmed.split(/\s+/)[0]?.toLowerCase() ?? '';
    return WIDENED.includes(name) && !trimmed.split(/\s+/).includes(origin)
      ? `${trimmed} ${origin}`
      : trimmed;
  });
  reply.header(CSP, directives.join(';'));
}
