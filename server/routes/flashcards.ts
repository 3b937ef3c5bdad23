import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  classIdParamsSchema,
  flashcardInputSchema,
  flashcardListQuerySchema,
  flashcardPageSchema,
  flashcardParamsSchema,
  flashcardSchema,
} from '../../contract';
import type { Database } from '../db/client';
import { figureMetas } from '../repositories/figures';
import { getFlashcard, listFlashcards, type FlashcardRow } from '../repositories/flashcards';
import {
  createFlashcard,
  deleteFlashcard,
  updateFlashcard,
} from '../services/flashcards/save-flashcard';
import { noContentSchema, routeSchema } from './responses';
import { pageWindow, toFlashcard } from '../services/shapes/question-bank';
import { notFound } from '../errors/api-error';
import { access, grantedClassAccess } from '../auth/route-access';

async function shapeFlashcards(db: Database, rows: FlashcardRow[]) {
  const figures = await figureMetas(
    db,
    rows.flatMap((row) => (row.figureHash ? [row.figureHash] : [])),
  );
  return rows.map((row) => toFlashcard(row, figures));
}

async function loadFlashcard(db: Database, classId: number, flashcardId: number) {
  const row = await getFlashcard(db, classId, flashcardId);
  if (!row) throw notFound('flashcard');
  const [flashcard] = await shapeFlashcards(db, [row]);
  if (!flashcard) throw notFound('flashcard');
  return flashcard;
}

/** A class's flashcards: members read them (they hold no secrets); its teachers author them. */
export async function flashcardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    ApiRoute.classFlashcards,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        "One page of the class's flashcards, by topic and full-text search q (members).",
        { params: classIdParamsSchema, querystring: flashcardListQuerySchema },
        { 200: flashcardPageSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      const { page, page_size, topic_id, q } = request.query;
      const { items, total } = await listFlashcards(
        db,
        classId,
        { topicId: topic_id, q },
        pageWindow({ page, page_size }),
      );
      return { items: await shapeFlashcards(db, items), total, page, page_size };
    },
  );

  app.post(
    ApiRoute.classFlashcards,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'Write a flashcard (teachers).',
        { params: classIdParamsSchema, body: flashcardInputSchema },
        { 201: flashcardSchema },
      ),
    },
    async (request, reply) => {
      const { classId } = request.params;
      const { actor } = grantedClassAccess(request);
      const flashcardId = await createFlashcard(db, actor, classId, request.body);
      return reply.code(201).send(await loadFlashcard(db, classId, flashcardId));
    },
  );

  app.get(
    ApiRoute.classFlashcard,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'One flashcard (members).',
        { params: flashcardParamsSchema },
        { 200: flashcardSchema },
      ),
    },
    async (request) => {
      const { classId, flashcardId } = request.params;
      return loadFlashcard(db, classId, flashcardId);
    },
  );

  app.put(
    ApiRoute.classFlashcard,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'Replace a flashcard (teachers).',
        { params: flashcardParamsSchema, body: flashcardInputSchema },
        { 200: flashcardSchema },
      ),
    },
    async (request) => {
      const { classId, flashcardId } = request.params;
      const { actor } = grantedClassAccess(request);
      await updateFlashcard(db, actor, classId, flashcardId, request.body);
      return loadFlashcard(db, classId, flashcardId);
    },
  );

  app.delete(
    ApiRoute.classFlashcard,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'Delete a flashcard (teachers).',
        { params: flashcardParamsSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      const { classId, flashcardId } = request.params;
      const { actor } = grantedClassAccess(request);
      await deleteFlashcard(db, actor, classId, flashcardId);
      return reply.code(204).send(null);
    },
  );
}
