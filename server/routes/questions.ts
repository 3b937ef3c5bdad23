import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  bulkQuestionsBodySchema,
  bulkQuestionsResultSchema,
  classIdParamsSchema,
  questionDetailSchema,
  questionInputSchema,
  questionListQuerySchema,
  questionPageSchema,
  questionParamsSchema,
} from '../../contract';
import { bulkUpdateQuestions } from '../services/questions/bulk-update';
import { createQuestion, updateQuestion } from '../services/questions/save-question';
import { routeSchema } from './responses';
import { questionDetail } from '../services/questions/question-detail';
import { questionPage } from '../services/questions/question-page';
import { access, grantedClassAccess } from '../auth/route-access';

/**
 * The question bank of a class: its teachers and superusers only (students never see drafts,
 * correct answers or explanations here).
 */
export async function questionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    ApiRoute.classQuestions,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        "One page of the class's questions: filter by topic, status, learning-objective code " +
          '(prefix), full-text search q; sort (teachers).',
        { params: classIdParamsSchema, querystring: questionListQuerySchema },
        { 200: questionPageSchema },
      ),
    },
    async (request) => {
      return questionPage(db, request.params.classId, request.query);
    },
  );

  app.post(
    ApiRoute.classQuestions,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'Write a question (teachers). 2–6 choices; single best answer has exactly one correct.',
        { params: classIdParamsSchema, body: questionInputSchema },
        { 201: questionDetailSchema },
      ),
    },
    async (request, reply) => {
      const { classId } = request.params;
      const { actor } = grantedClassAccess(request);
      const questionId = await createQuestion(db, actor, classId, request.body);
      return reply.code(201).send(await questionDetail(db, classId, questionId));
    },
  );

  app.post(
    ApiRoute.classQuestionsBulk,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'Publish, retire or move several questions (teachers).',
        { params: classIdParamsSchema, body: bulkQuestionsBodySchema },
        { 200: bulkQuestionsResultSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      const { actor } = grantedClassAccess(request);
      return { updated: await bulkUpdateQuestions(db, actor, classId, request.body) };
    },
  );

  app.get(
    ApiRoute.classQuestion,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        'A question with its version history (teachers).',
        { params: questionParamsSchema },
        { 200: questionDetailSchema },
      ),
    },
    async (request) => {
      const { classId, questionId } = request.params;
      return questionDetail(db, classId, questionId);
    },
  );

  app.put(
    ApiRoute.classQuestion,
    {
      config: { access: access.inClass() },
      schema: routeSchema(
        'Replace a question (teachers). An answered (frozen) version is kept and a new version ' +
          'made; an unanswered one is edited in place.',
        { params: questionParamsSchema, body: questionInputSchema },
        { 200: questionDetailSchema },
      ),
    },
    async (request) => {
      const { classId, questionId } = request.params;
      const { actor } = grantedClassAccess(request);
      await updateQuestion(db, actor, classId, questionId, request.body);
      return questionDetail(db, classId, questionId);
    },
  );
}
