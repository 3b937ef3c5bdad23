import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  knowledgeCodeListSchema,
  knowledgeCodesBodySchema,
  memberParamsSchema,
  reviewKnowledgeCodesBodySchema,
} from '../../contract';
import { requireActor } from '../auth/request-auth';
import { access } from '../auth/route-access';
import {
  listKnowledgeCodes,
  markKnowledgeCodesReviewed,
  saveKnowledgeCodes,
} from '../repositories/knowledge-codes';
import { routeSchema } from './responses';
import { authorizeForStudent } from './student-access';

/** The codes of a student's knowledge-test report: the student enters them, teachers review them. */
export async function knowledgeTestCodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    ApiRoute.knowledgeTestCodes,
    {
      config: { access: access.inClassThen('student.read') },
      schema: routeSchema(
        "The codes from the student's knowledge-test report, with their review and matching questions (the student, the class's teachers, superusers).",
        { params: memberParamsSchema },
        { 200: knowledgeCodeListSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      await authorizeForStudent(request, db, classId, userId);
      return listKnowledgeCodes(db, classId, userId);
    },
  );

  app.put(
    ApiRoute.knowledgeTestCodes,
    {
      config: { access: access.inClassThen('student.read', 'student.codes.write') },
      schema: routeSchema(
        'Replace the codes of my knowledge-test report (the student).',
        { params: memberParamsSchema, body: knowledgeCodesBodySchema },
        { 200: knowledgeCodeListSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      await authorizeForStudent(request, db, classId, userId);
      await saveKnowledgeCodes(db, classId, userId, request.body.codes, new Date());
      return listKnowledgeCodes(db, classId, userId);
    },
  );

  app.post(
    ApiRoute.knowledgeTestCodesReview,
    {
      config: { access: access.inClassThen('student.read', 'class.teach') },
      schema: routeSchema(
        "Mark codes of the student's knowledge-test report reviewed (teachers of the class, superusers).",
        { params: memberParamsSchema, body: reviewKnowledgeCodesBodySchema },
        { 200: knowledgeCodeListSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      await authorizeForStudent(request, db, classId, userId);
      await markKnowledgeCodesReviewed(db, classId, userId, request.body.codes, {
        by: requireActor(request).userId,
        at: new Date(),
      });
      return listKnowledgeCodes(db, classId, userId);
    },
  );
}
