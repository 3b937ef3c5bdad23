import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerFeedbackSchema,
  ApiRoute,
  attemptHistorySchema,
  attemptIdParamsSchema,
  attemptResultSchema,
  attemptReviewSchema,
  attemptSlotParamsSchema,
  attemptViewSchema,
  classIdParamsSchema,
  classQuizListSchema,
  ErrorCode,
  memberParamsSchema,
  quizIdParamsSchema,
  reviewQuerySchema,
  Role,
  saveAnswerBodySchema,
  saveAnswerResultSchema,
  startAttemptBodySchema,
  submitAttemptBodySchema,
} from '../../contract';
import { requireClassAccess } from '../auth/access';
import { requireViewer } from '../auth/request-auth';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { listStudentAttempts, type AttemptRow } from '../repositories/attempts';
import { isQuizVisibleToStudents } from '../repositories/quizzes';
import { isStudentOf } from '../repositories/progress';
import { notFound } from '../services/authorize';
import { attemptResult, attemptReview } from '../services/attempts/attempt-result';
import { attemptView, findAttempt } from '../services/attempts/attempt-view';
import { classQuizList } from '../services/attempts/class-quiz-list';
import { closeIfOverdue } from '../services/attempts/close-attempt';
import { lockAnswer, saveAnswer } from '../services/attempts/save-answer';
import { quizForAttempt, startAttempt } from '../services/attempts/start-attempt';
import { submitAttempt } from '../services/attempts/submit-attempt';
import { routeSchema } from './responses';
import { OWN_PROGRESS_ONLY_MESSAGE } from './progress';

const OWN_ATTEMPTS_MESSAGE = 'Only the student who took this attempt can change it.';
const STUDENTS_ONLY_MESSAGE = 'Only students of the class take its quizzes.';

/**
 * The attempt, for someone who may read it: the student who took it, or someone who teaches the
 * class (read-only); then made current (closed if its time ran out). Answers whether the reader teaches.
 */
async function readableAttempt(
  request: FastifyRequest,
  db: Database,
  attemptId: number,
  now: Date,
) {
  const stored = await findAttempt(db, attemptId);
  const access = await requireClassAccess(request, db, stored.classId);
  const own = requireViewer(request).userId === stored.userId;
  if (!own && !access.teaches) throw notFound('attempt');
  return { attempt: await closeIfOverdue(db, stored, now), teaches: access.teaches && !own };
}

/** The attempt, for the student who took it only (saving, locking, submitting). */
async function ownAttempt(request: FastifyRequest, db: Database, attemptId: number, now: Date) {
  const { attempt } = await readableAttempt(request, db, attemptId, now);
  if (requireViewer(request).userId !== attempt.userId) {
    throw new ApiError(403, ErrorCode.FORBIDDEN, OWN_ATTEMPTS_MESSAGE);
  }
  return attempt;
}

const slotIn = (attempt: AttemptRow, slot: number) => {
  if (slot > attempt.questionCount) throw notFound('question in this attempt');
  return slot;
};

/** Taking quizzes: attempts, answers, results and reviews. */
export async function attemptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  app.get(
    ApiRoute.classQuizList,
    {
      schema: routeSchema(
        'The quizzes the viewer may take in the class (final exam, weak-area drill, practice ' +
          'quizzes), with their attempts: used and allowed, best and last score, the open one.',
        { params: classIdParamsSchema },
        { 200: classQuizListSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      await requireClassAccess(request, db, classId);
      return classQuizList(db, classId, requireViewer(request).userId, clock());
    },
  );

  app.post(
    ApiRoute.quizAttempts,
    {
      schema: routeSchema(
        'Start an attempt, or answer the open one (a reload, a second tab or device resumes it): ' +
          '201 new, 200 resumed. The server draws and freezes the questions, the choice order and ' +
          'the deadline. `retake_of`: only the missed questions of that attempt; `focus: knowledge_test` ' +
          "(the drill): the questions matching the student's knowledge-test codes. Students of the class.",
        { params: quizIdParamsSchema, body: startAttemptBodySchema },
        { 200: attemptViewSchema, 201: attemptViewSchema },
      ),
    },
    async (request, reply) => {
      const now = clock();
      const quiz = await quizForAttempt(db, request.params.quizId);
      const access = await requireClassAccess(request, db, quiz.classId);
      if (!access.rolesInClass.includes(Role.STUDENT)) {
        throw new ApiError(403, ErrorCode.FORBIDDEN, STUDENTS_ONLY_MESSAGE);
      }
      if (quiz.kind === 'practice' && !(await isQuizVisibleToStudents(db, quiz.id))) {
        throw notFound('quiz');
      }
      const { attemptId, created } = await startAttempt(db, {
        quiz,
        userId: requireViewer(request).userId,
        retakeOf: request.body.retake_of,
        focus: request.body.focus,
        now,
      });
      const attempt = await findAttempt(db, attemptId);
      return reply.code(created ? 201 : 200).send(await attemptView(db, attempt, now));
    },
  );

  app.get(
    ApiRoute.attempt,
    {
      schema: routeSchema(
        'An attempt: status, deadline, the server’s clock, the questions (choices in the frozen ' +
          'order), the saved answers and flags. Nothing says which choice is right before an ' +
          'answer is locked in or the attempt closes. The student, or their teachers (read-only).',
        { params: attemptIdParamsSchema },
        { 200: attemptViewSchema },
      ),
    },
    async (request) => {
      const now = clock();
      const { attempt } = await readableAttempt(request, db, request.params.attemptId, now);
      return attemptView(db, attempt, now);
    },
  );

  app.put(
    ApiRoute.attemptAnswer,
    {
      schema: routeSchema(
        'Save an answer (idempotent; the highest client_seq of a slot wins, an older save changes ' +
          'nothing). Refused after the deadline and its grace. The student who took the attempt.',
        { params: attemptSlotParamsSchema, body: saveAnswerBodySchema },
        { 200: saveAnswerResultSchema },
      ),
    },
    async (request) => {
      const now = clock();
      const attempt = await ownAttempt(request, db, request.params.attemptId, now);
      return saveAnswer(db, attempt, slotIn(attempt, request.params.slot), request.body, now);
    },
  );

  app.post(
    ApiRoute.attemptAnswerLock,
    {
      schema: routeSchema(
        'Immediate mode: lock the saved answer in; answers its correctness, the correct choices ' +
          'and the explanation. The answer can no longer change.',
        { params: attemptSlotParamsSchema },
        { 200: answerFeedbackSchema },
      ),
    },
    async (request) => {
      const now = clock();
      const attempt = await ownAttempt(request, db, request.params.attemptId, now);
      return lockAnswer(db, attempt, slotIn(attempt, request.params.slot), now);
    },
  );

  app.post(
    ApiRoute.attemptSubmit,
    {
      schema: routeSchema(
        'Submit (idempotent), with any answers not sent yet; answers the result.',
        { params: attemptIdParamsSchema, body: submitAttemptBodySchema },
        { 200: attemptResultSchema },
      ),
    },
    async (request) => {
      const now = clock();
      const attempt = await ownAttempt(request, db, request.params.attemptId, now);
      return attemptResult(db, await submitAttempt(db, attempt, request.body, now));
    },
  );

  app.get(
    ApiRoute.attemptResult,
    {
      schema: routeSchema(
        'The result of a closed attempt (the student, or their teachers).',
        { params: attemptIdParamsSchema },
        { 200: attemptResultSchema },
      ),
    },
    async (request) => {
      const { attempt } = await readableAttempt(request, db, request.params.attemptId, clock());
      return attemptResult(db, attempt);
    },
  );

  app.get(
    ApiRoute.attemptReview,
    {
      schema: routeSchema(
        'The review of a closed attempt, as the review policy allows (teachers see everything); ' +
          'filter all, missed or flagged.',
        { params: attemptIdParamsSchema, querystring: reviewQuerySchema },
        { 200: attemptReviewSchema },
      ),
    },
    async (request) => {
      const { attempt, teaches } = await readableAttempt(
        request,
        db,
        request.params.attemptId,
        clock(),
      );
      return attemptReview(db, attempt, request.query.filter, teaches);
    },
  );

  app.get(
    ApiRoute.studentAttempts,
    {
      schema: routeSchema(
        "A student's attempts in the class, newest first (the student, the class's teachers).",
        { params: memberParamsSchema },
        { 200: attemptHistorySchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      const access = await requireClassAccess(request, db, classId);
      if (!(await isStudentOf(db, classId, userId))) throw notFound('student in this class');
      if (!access.teaches && requireViewer(request).userId !== userId) {
        throw new ApiError(403, ErrorCode.FORBIDDEN, OWN_PROGRESS_ONLY_MESSAGE);
      }
      const rows = await listStudentAttempts(db, classId, userId);
      return rows.map((row) => ({
        id: row.id,
        quiz_id: row.quizId,
        quiz_title: row.quizTitle,
        kind: row.kind,
        status: row.status,
        started_at: row.startedAt.toISOString(),
        submitted_at: row.submittedAt?.toISOString() ?? null,
        score_percent: row.scorePercent,
        passed: row.passed,
      }));
    },
  );
}
