import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  classIdParamsSchema,
  classQuizListQuerySchema,
  quizInputSchema,
  quizListQuerySchema,
  quizPageSchema,
  quizParamsSchema,
  quizSchema,
  topicQuizParamsSchema,
} from '../../contract';
import type { Database } from '../db/client';
import { getQuiz, isQuizVisibleToStudents, listQuizzes } from '../repositories/quizzes';
import { getTopic } from '../repositories/topics';
import { createQuiz, deleteQuiz, updateQuiz } from '../services/quizzes/save-quiz';
import { noContentSchema, routeSchema } from './responses';
import { pageWindow, toQuiz } from '../services/shapes/question-bank';
import { notFound } from '../errors/api-error';
import { access, grantedClassAccess } from '../auth/route-access';

async function loadQuiz(db: Database, classId: number, quizId: number, teaches: boolean) {
  const row = await getQuiz(db, classId, quizId);
  if (!row || (!teaches && !(await isQuizVisibleToStudents(db, quizId)))) throw notFound('quiz');
  return toQuiz(row);
}

/** Quizzes: the class's teachers author them; students see the ones they may take. */
export async function quizRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    ApiRoute.classQuizzes,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        "The class's quizzes, final and drill first (students: published ones whose questions " +
          'are published).',
        { params: classIdParamsSchema, querystring: classQuizListQuerySchema },
        { 200: quizPageSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      const { teaches } = grantedClassAccess(request);
      const { page, page_size, kind } = request.query;
      const { items, total } = await listQuizzes(
        db,
        { classId, kind, visibleToStudents: !teaches },
        pageWindow({ page, page_size }),
      );
      return { items: items.map(toQuiz), total, page, page_size };
    },
  );

  app.get(
    ApiRoute.topicQuizzes,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        "A topic's quizzes (students: published ones whose questions are published).",
        { params: topicQuizParamsSchema, querystring: quizListQuerySchema },
        { 200: quizPageSchema },
      ),
    },
    async (request) => {
      const { classId, topicId } = request.params;
      const { teaches } = grantedClassAccess(request);
      if (!(await getTopic(db, classId, topicId))) throw notFound('topic');
      const { items, total } = await listQuizzes(
        db,
        { classId, topicId, visibleToStudents: !teaches },
        pageWindow(request.query),
      );
      return { items: items.map(toQuiz), total, ...request.query };
    },
  );

  app.post(
    ApiRoute.topicQuizzes,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'Make a practice quiz of the topic (teachers).',
        { params: topicQuizParamsSchema, body: quizInputSchema },
        { 201: quizSchema },
      ),
    },
    async (request, reply) => {
      const { classId, topicId } = request.params;
      const { actor } = grantedClassAccess(request);
      const quizId = await createQuiz(db, actor, classId, topicId, request.body);
      return reply.code(201).send(await loadQuiz(db, classId, quizId, true));
    },
  );

  app.get(
    ApiRoute.classQuiz,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'One quiz (students: only one they may take).',
        { params: quizParamsSchema },
        { 200: quizSchema },
      ),
    },
    async (request) => {
      const { classId, quizId } = request.params;
      const { teaches } = grantedClassAccess(request);
      return loadQuiz(db, classId, quizId, teaches);
    },
  );

  app.put(
    ApiRoute.classQuiz,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'Replace a practice quiz (teachers).',
        { params: quizParamsSchema, body: quizInputSchema },
        { 200: quizSchema },
      ),
    },
    async (request) => {
      const { classId, quizId } = request.params;
      const { actor } = grantedClassAccess(request);
      await updateQuiz(db, actor, classId, quizId, request.body);
      return loadQuiz(db, classId, quizId, true);
    },
  );

  app.delete(
    ApiRoute.classQuiz,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'Delete a practice quiz (teachers).',
        { params: quizParamsSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      const { classId, quizId } = request.params;
      const { actor } = grantedClassAccess(request);
      await deleteQuiz(db, actor, classId, quizId);
      return reply.code(204).send(null);
    },
  );
}
