import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Grade } from 'ts-fsrs';
import {
  classIdParamsSchema,
  ErrorCode,
  flashcardIdParamsSchema,
  flashcardReviewBodySchema,
  flashcardReviewParamsSchema,
  flashcardReviewResultSchema,
  flashcardSessionQuerySchema,
  flashcardSessionSchema,
  flashcardUndoResultSchema,
  Role,
} from '../../contract';
import { requireClassAccess } from '../auth/access';
import { requireViewer } from '../auth/request-auth';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { getFlashcardRef, topicInClass } from '../repositories/flashcards';
import { loadFlashcardSession } from '../services/flashcards/load-session';
import { recordReview } from '../services/flashcards/record-review';
import { undoReview } from '../services/flashcards/undo-review';
import { errorResponses } from './responses';

/** A card the viewer may rate: it exists and the viewer studies in its class. */
async function cardForStudent(request: FastifyRequest, db: Database, flashcardId: number) {
  const card = await getFlashcardRef(db, flashcardId);
  if (!card) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No such flashcard.');
  const access = await requireClassAccess(request, db, card.classId);
  if (!access.rolesInClass.includes(Role.STUDENT)) {
    throw new ApiError(403, ErrorCode.FORBIDDEN, 'Only students of the class study its cards.');
  }
  return card;
}

/** Studying flashcards: the session to study now, ratings (FSRS) and undo. */
export async function flashcardReviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/classes/:classId/flashcards/session',
    {
      schema: {
        summary:
          'The cards to study now (review: due first, then new up to the daily limit; cram: the ' +
          'deck) and the counts. Members and superusers; the schedule is the viewer’s.',
        params: classIdParamsSchema,
        querystring: flashcardSessionQuerySchema,
        response: { 200: flashcardSessionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { classId } = request.params;
      const { topic, mode, only } = request.query;
      await requireClassAccess(request, db, classId);
      if (topic !== undefined && !(await topicInClass(db, classId, topic))) {
        throw new ApiError(404, ErrorCode.NOT_FOUND, 'No such topic in this class.');
      }
      return loadFlashcardSession(db, {
        userId: requireViewer(request).userId,
        classId,
        ...(topic === undefined ? {} : { topicId: topic }),
        mode,
        onlyAgainToday: mode === 'cram' && only === 'again_today',
        now: new Date(),
      });
    },
  );

  app.post(
    '/flashcards/:flashcardId/reviews',
    {
      schema: {
        summary:
          'Rate a card (1 Again … 4 Easy); idempotent by review_id. Scheduled with FSRS on the ' +
          "server's clock and the class's desired retention. Students of the class only.",
        params: flashcardIdParamsSchema,
        body: flashcardReviewBodySchema,
        response: { 200: flashcardReviewResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const card = await cardForStudent(request, db, request.params.flashcardId);
      const { rating, review_id: reviewId, duration_ms: durationMs } = request.body;
      return recordReview(db, {
        userId: requireViewer(request).userId,
        card,
        rating: rating as Grade,
        reviewId,
        ...(durationMs === undefined ? {} : { durationMs }),
        now: new Date(),
      });
    },
  );

  app.delete(
    '/flashcards/:flashcardId/reviews/:reviewId',
    {
      schema: {
        summary:
          'Undo the latest rating of a card: the schedule before it comes back; the log keeps the ' +
          'rating, marked undone. Repeating it changes nothing.',
        params: flashcardReviewParamsSchema,
        response: { 200: flashcardUndoResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { flashcardId, reviewId } = request.params;
      await cardForStudent(request, db, flashcardId);
      return undoReview(db, {
        userId: requireViewer(request).userId,
        flashcardId,
        reviewId,
        now: new Date(),
      });
    },
  );
}
