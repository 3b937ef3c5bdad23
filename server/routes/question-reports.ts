import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  classIdParamsSchema,
  questionIdParamsSchema,
  questionReportInputSchema,
  questionReportListQuerySchema,
  questionReportListSchema,
  reportIdParamsSchema,
  resolveReportInputSchema,
} from '../../contract';
import { requireActor, requireViewer } from '../auth/request-auth';
import { getQuestionRef } from '../repositories/questions';
import { getQuestionReport, listQuestionReports } from '../repositories/question-reports';
import { fileQuestionReport } from '../services/question-reports/file-report';
import { resolveReport } from '../services/question-reports/resolve-report';
import { noContentSchema, routeSchema } from './responses';
import { notFound } from '../errors/api-error';
import { access, authorize } from '../auth/route-access';

/** Students report problems with questions; the class's teachers resolve them. */
export async function questionReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  app.post(
    ApiRoute.questionReports,
    {
      config: { access: access.ofResource('question.report') },
      schema: routeSchema(
        'Report a problem with a question (wrong answer, unclear, typo, other; students of its class).',
        { params: questionIdParamsSchema, body: questionReportInputSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      const question = await getQuestionRef(db, request.params.questionId);
      if (!question) throw notFound('question');
      await authorize(request, { classId: question.classId });
      await fileQuestionReport(
        db,
        {
          question,
          attemptId: request.body.attempt_id,
          reporterId: requireViewer(request).userId,
          kind: request.body.kind,
          comment: request.body.comment,
        },
        clock(),
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    ApiRoute.classQuestionReports,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        "The class's question reports, newest first: open (default), resolved or all (teachers).",
        { params: classIdParamsSchema, querystring: questionReportListQuerySchema },
        { 200: questionReportListSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      return listQuestionReports(db, classId, {
        status: request.query.status,
        questionId: request.query.question_id,
      });
    },
  );

  app.post(
    ApiRoute.questionReportResolve,
    {
      config: { access: access.ofResource('class.teach') },
      schema: routeSchema(
        'Resolve a report with a note to the student who made it (teachers of the class).',
        { params: reportIdParamsSchema, body: resolveReportInputSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      const report = await getQuestionReport(db, request.params.reportId);
      if (!report) throw notFound('report');
      await authorize(request, { classId: report.classId });
      await resolveReport(
        db,
        { id: report.id, classId: report.classId },
        { resolvedBy: requireActor(request).userId, note: request.body.note },
        clock(),
      );
      return reply.code(204).send(null);
    },
  );
}
