import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  classIdParamsSchema,
  classOverviewSchema,
  endorsementSchema,
  knowledgeCodeListSchema,
  knowledgeCodesBodySchema,
  reviewKnowledgeCodesBodySchema,
  ErrorCode,
  markNotificationsReadSchema,
  myProgressSchema,
  memberParamsSchema,
  notificationListSchema,
  NOTIFICATIONS_LISTED,
  studentPerformanceSchema,
  studentProgressSchema,
} from '../../contract';
import { requireClassAccess } from '../auth/access';
import { requireActor, requireViewer } from '../auth/request-auth';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import {
  listKnowledgeCodes,
  markKnowledgeCodesReviewed,
  saveKnowledgeCodes,
} from '../repositories/knowledge-codes';
import { listNotifications, markNotificationsRead } from '../repositories/notifications';
import { classesStudiedBy, isStudentOf } from '../repositories/progress';
import { getUserMe } from '../repositories/users';
import { notFound, requireTeaches } from '../services/authorize';
import { endorseStudent, withdrawEndorsement } from '../services/progress/endorse';
import { classOverview, studentPerformance } from '../services/progress/performance';
import { studentProgress } from '../services/progress/student-progress';
import { noContentSchema, routeSchema } from './responses';

export const OWN_PROGRESS_ONLY_MESSAGE = 'Students see only their own progress.';
export const OWN_CODES_ONLY_MESSAGE =
  'Only the student enters the codes of their knowledge-test report.';

/** The class and its student; the viewer may read that student (themselves, or they teach the class). */
async function readableStudent(
  request: FastifyRequest,
  db: Database,
  classId: number,
  userId: number,
) {
  const access = await requireClassAccess(request, db, classId);
  if (!(await isStudentOf(db, classId, userId))) throw notFound('student in this class');
  if (!access.teaches && requireViewer(request).userId !== userId) {
    throw new ApiError(403, ErrorCode.FORBIDDEN, OWN_PROGRESS_ONLY_MESSAGE);
  }
  return access;
}

/** Points, streaks, badges and endorsements; the notification bell. */
export async function progressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    ApiRoute.studentProgress,
    {
      schema: routeSchema(
        "A student's points, streak, badges and endorsement in the class (the student, the class's teachers, superusers).",
        { params: memberParamsSchema },
        { 200: studentProgressSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      await readableStudent(request, db, classId, userId);
      return studentProgress(db, classId, userId, new Date());
    },
  );

  app.get(
    ApiRoute.usersMeProgress,
    {
      schema: routeSchema(
        "The signed-in student's points, streak and badges in each class they study in.",
        {},
        { 200: myProgressSchema },
      ),
    },
    async (request) => {
      const userId = requireViewer(request).userId;
      const now = new Date();
      const studied = await classesStudiedBy(db, userId);
      return Promise.all(
        studied.map(async (entry) => ({
          class_id: entry.id,
          class_name: entry.name,
          progress: await studentProgress(db, entry.id, userId, now),
        })),
      );
    },
  );

  app.get(
    ApiRoute.studentPerformance,
    {
      schema: routeSchema(
        "A student's predicted final-exam score and accuracy per topic (the student, the class's teachers, superusers).",
        { params: memberParamsSchema },
        { 200: studentPerformanceSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      await readableStudent(request, db, classId, userId);
      return studentPerformance(db, classId, userId);
    },
  );

  app.get(
    ApiRoute.classOverview,
    {
      schema: routeSchema(
        "Every student's progress, readiness and accuracy per topic (the class's teachers, superusers).",
        { params: classIdParamsSchema },
        { 200: classOverviewSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      const access = await requireClassAccess(request, db, classId);
      requireTeaches(access.actor, classId);
      return classOverview(db, classId);
    },
  );

  app.get(
    ApiRoute.knowledgeTestCodes,
    {
      schema: routeSchema(
        "The codes from the student's knowledge-test report, with their review and matching questions (the student, the class's teachers, superusers).",
        { params: memberParamsSchema },
        { 200: knowledgeCodeListSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      await readableStudent(request, db, classId, userId);
      return listKnowledgeCodes(db, classId, userId);
    },
  );

  app.put(
    ApiRoute.knowledgeTestCodes,
    {
      schema: routeSchema(
        'Replace the codes of my knowledge-test report (the student).',
        { params: memberParamsSchema, body: knowledgeCodesBodySchema },
        { 200: knowledgeCodeListSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      await readableStudent(request, db, classId, userId);
      if (requireViewer(request).userId !== userId) {
        throw new ApiError(403, ErrorCode.FORBIDDEN, OWN_CODES_ONLY_MESSAGE);
      }
      await saveKnowledgeCodes(db, classId, userId, request.body.codes, new Date());
      return listKnowledgeCodes(db, classId, userId);
    },
  );

  app.post(
    ApiRoute.knowledgeTestCodesReview,
    {
      schema: routeSchema(
        "Mark codes of the student's knowledge-test report reviewed (teachers of the class, superusers).",
        { params: memberParamsSchema, body: reviewKnowledgeCodesBodySchema },
        { 200: knowledgeCodeListSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      const access = await readableStudent(request, db, classId, userId);
      requireTeaches(access.actor, classId);
      await markKnowledgeCodesReviewed(db, classId, userId, request.body.codes, {
        by: requireActor(request).userId,
        at: new Date(),
      });
      return listKnowledgeCodes(db, classId, userId);
    },
  );

  app.put(
    ApiRoute.studentEndorsement,
    {
      schema: routeSchema(
        'Endorse the student to sit the knowledge test (teachers of the class, superusers).',
        { params: memberParamsSchema },
        { 200: endorsementSchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      const access = await readableStudent(request, db, classId, userId);
      requireTeaches(access.actor, classId);
      const teacherId = requireActor(request).userId;
      const teacher = await getUserMe(db, teacherId);
      return endorseStudent(
        db,
        { classId, studentId: userId, teacher: { id: teacherId, name: teacher?.name ?? '' } },
        new Date(),
      );
    },
  );

  app.delete(
    ApiRoute.studentEndorsement,
    {
      schema: routeSchema(
        'Withdraw the endorsement (teachers of the class, superusers).',
        { params: memberParamsSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      const { classId, userId } = request.params;
      const access = await readableStudent(request, db, classId, userId);
      requireTeaches(access.actor, classId);
      if (!(await withdrawEndorsement(db, classId, userId))) throw notFound('endorsement');
      return reply.code(204).send(null);
    },
  );

  app.get(
    ApiRoute.notifications,
    {
      schema: routeSchema(
        `The latest ${NOTIFICATIONS_LISTED} notifications of the signed-in person and the unread count.`,
        {},
        { 200: notificationListSchema },
      ),
    },
    async (request) => listNotifications(db, requireViewer(request).userId, NOTIFICATIONS_LISTED),
  );

  app.post(
    ApiRoute.notificationsRead,
    {
      schema: routeSchema(
        'Mark notifications read: the ids given, or all.',
        { body: markNotificationsReadSchema },
        { 204: noContentSchema },
      ),
    },
    async (request, reply) => {
      await markNotificationsRead(db, requireViewer(request).userId, request.body.ids, new Date());
      return reply.code(204).send(null);
    },
  );
}
