import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FakeTeachable, TeachableModule } from './index';

// developers.teachable.com's current-user API: bearer access tokens, 401 when unknown or expired,
// 403 when the token lacks the endpoint's scope. The shapes follow Teachable's OAuth API reference
// (`/v1/current_user/me`: name, email, role, id; `/v1/current_user/courses`: `courses` with `meta`
// for pages); fields we do not read are left out.

function bearer(teachable: FakeTeachable, request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers.authorization ?? '';
  const value = /^bearer\s+(.+)$/i.exec(header)?.[1];
  const access = value === undefined ? undefined : teachable.accessTokens.get(value);
  if (!access || access.expiresAt <= teachable.clock()) {
    void reply.code(401).send({ error: 'invalid_token', message: 'Unauthorized' });
    return null;
  }
  return access;
}

export const currentUserApi: TeachableModule = (app, teachable) => {
  app.get('/v1/current_user/me', async (request, reply) => {
    if (teachable.outages.api) return reply.code(503).send({ error: 'unavailable' });
    const access = bearer(teachable, request, reply);
    if (!access) return reply;
    const user = teachable.users.find((candidate) => candidate.id === access.userId);
    if (!user) return reply.code(404).send({ error: 'not_found' });
    return { name: user.name, email: user.email, role: user.role, id: user.id };
  });

  app.get('/v1/current_user/courses', async (request, reply) => {
    if (teachable.outages.api) return reply.code(503).send({ error: 'unavailable' });
    const access = bearer(teachable, request, reply);
    if (!access) return reply;
    if (!access.scopes.includes('courses:read')) {
      return reply.code(403).send({ error: 'insufficient_scope', message: 'Forbidden' });
    }
    const enrolled = teachable.enrolments.filter((e) => e.userId === access.userId && e.isActive);
    const courses = enrolled.flatMap((enrolment) => {
      const course = teachable.courses.find((candidate) => candidate.id === enrolment.courseId);
      return course
        ? [{ id: course.id, name: course.name, enrolled_at: enrolment.enrolledAt.toISOString() }]
        : [];
    });
    return {
      courses,
      meta: {
        page: 1,
        total: courses.length,
        number_of_pages: 1,
        from: 1,
        to: courses.length,
        per_page: 20,
      },
    };
  });
};
