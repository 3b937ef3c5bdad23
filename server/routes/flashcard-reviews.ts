import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Grade } from 'ts-fsrs';
import {
  ApiRoute,
  classIdParamsSchema,
  flashcardIdParamsSchema,
  flashcardReviewBodySchema,
  flashcardReviewParamsSchema,
  flashcardReviewResultSchema,
  flashcardSessionQuerySchema,
  flashcardSessionSchema,
  flashcardUndoResultSchema,
  studyRetentionBodySchema,
  studyRetentionSchema,
} from '../../contract';
import { requireViewer } from '../auth/request-auth';
import type { Database } from '../db/client';
import { getFlashcardRef, topicInClass } from '../repositories/flashcards';
import { loadFlashcardSession } from '../services/flashcards/load-session';
import { recordReview } from '../services/flashcards/record-review';
import { undoReview } from '../services/flashcards/undo-review';
import { setOwnRetention } from '../services/flashcards/desired-retention';
import { studyRetention } from '../services/flashcards/study-retention';
import { routeSchema } from './responses';
import { notFound } from '../errors/api-error';
import { access, authorize } from '../auth/route-access';

/** A card the viewer may rate: it exists and the viewer studies in its class. */
async function cardForStudent(request: FastifyRequest, db: Database, flashcardId: number) {
  const card = await getFlashcardRef(db, flashcardId);
  if (!card) throw notFound('flashcard');
  await authorize(request, { classId: card.classId });
  return card;
}

/** Studying flashcards: the session to study now, ratings (FSRS) and undo. */
export async function flashcardReviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    ApiRoute.flashcardSession,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'The cards to study now (review: due first, then new up to the daily limit; cram: the ' +
          'deck) and the counts. Members and superusers; the schedule is the viewer’s.',
        { params: classIdParamsSchema, querystring: flashcardSessionQuerySchema },
        { 200: flashcardSessionSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      const { topic, mode, only } = request.query;
      if (topic !== undefined && !(await topicInClass(db, classId, topic))) {
        throw notFound('topic in this class');
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

  app.get(
    ApiRoute.studyRetention,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        "The viewer's desired retention in the class (their own, the class's default, the one " +
          'scheduling uses, the limits) and, when the class has a knowledge-test date, each deck’s ' +
          'predicted retention on that day. Members and superusers.',
        { params: classIdParamsSchema },
        { 200: studyRetentionSchema },
      ),
    },
    async (request) =>
      studyRetention(
        db,
        { userId: requireViewer(request).userId, classId: request.params.classId },
        app.clock(),
      ),
  );

  app.put(
    ApiRoute.studyRetention,
    {
      config: { access: access.inClass('retention.choose') },
      schema: routeSchema(
        'Set your own desired retention in the class (a whole percentage within the limits; ' +
          "null: the class's default). Students of the class only.",
        { params: classIdParamsSchema, body: studyRetentionBodySchema },
        { 200: studyRetentionSchema },
      ),
    },
    async (request) => {
      const target = { userId: requireViewer(request).userId, classId: request.params.classId };
      const now = app.clock();
      await setOwnRetention(db, target, request.body.own_retention, now);
      return studyRetention(db, target, now);
    },
  );

  app.post(
    ApiRoute.flashcardReviews,
    {
      config: { access: access.ofResource('flashcard.study') },
      schema: routeSchema(
        'Rate a card (1 Again … 4 Easy); idempotent by review_id. Scheduled with FSRS at the time ' +
          "it was given (reviewed_at, kept within a week back and not after the server's clock; " +
          "else now) and the student's desired retention. Students of the class only.",
        { params: flashcardIdParamsSchema, body: flashcardReviewBodySchema },
        { 200: flashcardReviewResultSchema },
      ),
    },
    async (request) => {
      const card = await cardForStudent(request, db, request.params.flashcardId);
      const { rating, review_id: reviewId, duration_ms: durationMs, reviewed_at } = request.body;
      return recordReview(db, {
        userId: requireViewer(request).userId,
        card,
        rating: rating as Grade,
        reviewId,
        ...(durationMs === undefined ? {} : { durationMs }),
        ...(reviewed_at === undefined ? {} : { reviewedAt: new Date(reviewed_at) }),
        now: new Date(),
      });
    },
  );

  app.delete(
    ApiRoute.flashcardReview,
    {
      config: { access: access.ofResource('flashcard.study') },
      schema: routeSchema(
        'Undo the latest rating of a card: the schedule before it comes back; the log keeps the ' +
          'rating, marked undone. Repeating it changes nothing.',
        { params: flashcardReviewParamsSchema },
        { 200: flashcardUndoResultSchema },
      ),
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
