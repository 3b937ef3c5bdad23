import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FakeTeachable, TeachableModule } from './index';

// The Admin API (developers.teachable.com/v1, Growth plan and up), over the fake's enrolments: the
// `apiKey` header is the school's key or the answer is 401; `outages.api` makes it answer 503 as
// Teachable does in an outage. Shapes as Teachable's reference shows them (pagination in `meta`).

const DEFAULT_PER_PAGE = 20;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function refusedKey(teachable: FakeTeachable, request: FastifyRequest, reply: FastifyReply) {
  if (teachable.outages.api) {
    void reply.code(503).send({ message: 'Service Unavailable' });
    return true;
  }
  const key = request.headers.apikey;
  if (teachable.apiKey === null || key !== teachable.apiKey) {
    void reply.code(401).send({ message: 'Unauthorized' });
    return true;
  }
  return false;
}

const positive = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

export const adminApi: TeachableModule = (app, teachable) => {
  app.get<{ Params: { userId: string } }>('/v1/users/:userId', async (request, reply) => {
    if (refusedKey(teachable, request, reply)) return reply;
    const user = teachable.users.find(
      (candidate) => String(candidate.id) === request.params.userId,
    );
    if (!user) return reply.code(404).send({ message: 'User not found' });
    const courses = teachable.enrolments
      .filter((enrolment) => enrolment.userId === user.id)
      .map((enrolment) => ({
        course_id: enrolment.courseId,
        course_name: teachable.courses.find((course) => course.id === enrolment.courseId)?.name,
        enrolled_at: iso(enrolment.enrolledAt),
        is_active_enrollment: enrolment.isActive,
        completed_at: null,
        percent_complete: 0,
      }));
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      src: null,
      role: user.role,
      last_sign_in_ip: null,
      courses,
      tags: [],
    };
  });

  app.get<{ Params: { courseId: string }; Querystring: { page?: string; per?: string } }>(
    '/v1/courses/:courseId/enrollments',
    async (request, reply) => {
      if (refusedKey(teachable, request, reply)) return reply;
      const course = teachable.courses.find(
        (candidate) => String(candidate.id) === request.params.courseId,
      );
      if (!course) return reply.code(404).send({ message: 'Course not found' });
      const active = teachable.enrolments.filter(
        (enrolment) => enrolment.courseId === course.id && enrolment.isActive,
      );
      const per = positive(request.query.per, DEFAULT_PER_PAGE);
      const page = positive(request.query.page, 1);
      const shown = active.slice((page - 1) * per, page * per);
      return {
        enrollments: shown.map((enrolment) => ({
          user_id: enrolment.userId,
          enrolled_at: iso(enrolment.enrolledAt),
          expires_at: iso(enrolment.expiresAt),
          completed_at: null,
          percent_complete: 0,
        })),
        meta: {
          total: active.length,
          page,
          from: shown.length > 0 ? (page - 1) * per + 1 : 0,
          to: (page - 1) * per + shown.length,
          per_page: per,
          number_of_pages: Math.max(1, Math.ceil(active.length / per)),
        },
      };
    },
  );
};
