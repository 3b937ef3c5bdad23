import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  classIdParamsSchema,
  missedAnswerBodySchema,
  missedAnswerResultSchema,
  missedQuestionParamsSchema,
  missedQuestionSessionSchema,
} from '../../contract';
import { requireViewer } from '../auth/request-auth';
import { access } from '../auth/route-access';
import { answerMissedQuestion } from '../services/missed-questions/answer';
import { loadMissedSession } from '../services/missed-questions/load-session';
import { routeSchema } from './responses';

/** The student's queue of missed questions: the ones due now, and answering them. */
export async function missedQuestionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    ApiRoute.missedQuestions,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        "The viewer's missed questions due now (choices reshuffled, no answers) and the queue's " +
          'counts. Members and superusers; the queue is the viewer’s own.',
        { params: classIdParamsSchema },
        { 200: missedQuestionSessionSchema },
      ),
    },
    async (request) =>
      loadMissedSession(db, {
        userId: requireViewer(request).userId,
        classId: request.params.classId,
        now: new Date(),
      }),
  );

  app.post(
    ApiRoute.missedQuestionAnswers,
    {
      config: { access: access.inClass('missed.study') },
      schema: routeSchema(
        'Answer a due missed question; graded on the server, rated from the answer (wrong Again, ' +
          'right Good, right after a long think Hard); idempotent by review_id. Students only.',
        { params: missedQuestionParamsSchema, body: missedAnswerBodySchema },
        { 200: missedAnswerResultSchema },
      ),
    },
    async (request) => {
      const { classId, questionId } = request.params;
      const { review_id: reviewId, version, choice_ids: choiceIds, duration_ms } = request.body;
      const { reviewed_at } = request.body;
      return answerMissedQuestion(db, {
        userId: requireViewer(request).userId,
        classId,
        questionId,
        reviewId,
        version,
        choiceIds,
        ...(duration_ms === undefined ? {} : { durationMs: duration_ms }),
        ...(reviewed_at === undefined ? {} : { reviewedAt: new Date(reviewed_at) }),
        now: new Date(),
      });
    },
  );
}
