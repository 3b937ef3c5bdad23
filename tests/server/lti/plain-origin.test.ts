import { describe, expect, it } from 'vitest';
import { plainOriginOf } from '../../../server/course-platforms/lti/plain-origin';
import { allowPlatformOf } from '../../../server/course-platforms/lti/deep-linking/platform-origin';
import type { FastifyReply } from 'fastify';

/** The one header of a reply that allowPlatformOf reads and writes. */
function replyWithPolicy(policy: string) {
  const headers: Record<string, string> = { 'content-security-policy': policy };
  const reply = {
    getHeader: (name: string) => headers[name],
    header: (name: string, value: string) => {
      headers[name] = value;
      return reply;
    },
  };
  return {
    reply: reply as unknown as FastifyReply,
    policy: () => headers['content-security-policy'],
  };
}

describe('platform origins in a page policy', () => {
  it('a platform address gives its plain origin', () => {
    expect(plainOriginOf('https://moodle.school.edu:8443/mod/lti/return.php?x=1')).toBe(
      'https://moodle.school.edu:8443',
    );
  });

  it('an address that is not http(s) or not an address gives none', () => {
    expect(plainOriginOf('javascript:alert(1)')).toBeNull();
    expect(plainOriginOf('not a url')).toBeNull();
    expect(plainOriginOf(undefined)).toBeNull();
  });

  it("a deep-linking return address widens the page's frame-ancestors and form-action", () => {
    const { reply, policy } = replyWithPolicy(
      "default-src 'self'; frame-ancestors 'self'; form-action 'self'",
    );
    allowPlatformOf(reply, 'https://canvas.school.edu/courses/1/deep_linking_response');
    expect(policy()).toBe(
      "default-src 'self';frame-ancestors 'self' https://canvas.school.edu;form-action 'self' https://canvas.school.edu",
    );
  });

  it('a return address that is not a plain origin widens nothing', () => {
    const original = "frame-ancestors 'self'; form-action 'self'";
    const { reply, policy } = replyWithPolicy(original);
    allowPlatformOf(reply, 'data:text/html,hi');
    expect(policy()).toBe(original);
  });
});
