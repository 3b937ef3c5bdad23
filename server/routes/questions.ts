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
  type QuestionDetail,
} from '../../contract';
import type { RoleActor } from '../auth/roles';
import type { Database } from '../db/client';
import { figureMetas } from '../repositories/figures';
import { getQuestion, listQuestions, listQuestionVersions } from '../repositories/questions';
import { bulkUpdateQuestions } from '../services/questions/bulk-update';
import { createQuestion, updateQuestion } from '../services/questions/save-question';
import { routeSchema } from './responses';
import {
  pageWindow,
  toQuestion,
  toQuestionListItem,
  toQuestionVersion,
} from './shapes/question-bank';
import { notFound } from '../errors/api-error';
import { requireTeaches } from '../auth/roles';
import { access, grantedClassAccess } from '../auth/route-access';

/** The question and its versions, newest first (the class's teachers). */
async function questionDetail(
  db: Database,
  actor: RoleActor,
  classId: number,
  questionId: number,
): Promise<QuestionDetail> {
  requireTeaches(actor, classId);
  const row = await getQuestion(db, classId, questionId);
  if (!row) throw notFound('question');
  const versions = await listQuestionVersions(db, questionId);
  const figures = await figureMetas(db, [
    ...(row.figureHash ? [row.figureHash] : []),
    ...versions.flatMap((version) => (version.figureHash ? [version.figureHash] : [])),
  ]);
  return {
    ...toQuestion(row, figures),
    versions: versions.map((version) => toQuestionVersion(version, figures)),
  };
}

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
      const { classId } = request.params;
      const { page, page_size, topic_id, ...filters } = request.query;
      const { items, total } = await listQuestions(
        db,
        classId,
        { ...filters, topicId: topic_id },
        pageWindow({ page, page_size }),
      );
      return { items: items.map(toQuestionListItem), total, page, page_size };
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
      return reply.code(201).send(await questionDetail(db, actor, classId, questionId));
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
      config: { access: access.inClass() },
      schema: routeSchema(
        'A question with its version history (teachers).',
        { params: questionParamsSchema },
        { 200: questionDetailSchema },
      ),
    },
    async (request) => {
      const { classId, questionId } = request.params;
      const { actor } = grantedClassAccess(request);
      return questionDetail(db, actor, classId, questionId);
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
      return questionDetail(db, actor, classId, questionId);
    },
  );
}
