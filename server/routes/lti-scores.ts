import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  classIdParamsSchema,
  classScoreSyncSchema,
  scoreParamsSchema,
} from '../../contract';
import { access } from '../auth/route-access';
import { classScoreSync, resendScore } from '../course-platforms/lti/grades/score-sync';
import { noContentSchema, routeSchema } from './responses';

/** Scores on their way to a linked course platform's gradebook, for the class's teachers. */
export async function ltiScoreRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  app.get(
    ApiRoute.classScoreSync,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        "Whether the class is linked to a course platform, and each student's latest score on each of its gradebook columns: sent, waiting or failed (the class's teachers, superusers).",
        { params: classIdParamsSchema },
        { 200: classScoreSyncSchema },
      ),
    },
    async (request) => classScoreSync(db, request.params.classId),
  );

  app.post(
    ApiRoute.classScoreResend,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        "Send a score to the course platform's gradebook again, now (the class's teachers, superusers).",
        { params: scoreParamsSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      const { classId, scoreId } = request.params;
      await resendScore(db, classId, scoreId, clock());
      return reply.code(204).send(null);
    },
  );
}
