import type { FastifyReply } from 'fastify';

const CSP = 'content-security-policy';

/**
 * Lets this one page post a form to `url`'s origin (the platform's deep-link return URL): the
 * page policy's `form-action` names only our own origins, and browsers enforce it on the post.
 * Every other directive of the policy stays as the server set it.
 */
export function allowFormPostTo(reply: FastifyReply, url: string) {
  const policy = reply.getHeader(CSP);
  if (typeof policy !== 'string') return;
  const origin = new URL(url).origin;
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => /^form-action\b/i.test(directive));
  if (index === -1) return;
  directives[index] = `${directives[index]} ${origin}`;
  reply.header(CSP, directives.join(';'));
}
