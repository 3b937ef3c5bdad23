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
  memberParamsSchema,
  quizIdParamsSchema,
  reviewQuerySchema,
  saveAnswerBodySchema,
  saveAnswerResultSchema,
  startAttemptBodySchema,
  submitAttemptBodySchema,
} from '../../contract';
import { requireViewer } from '../auth/request-auth';
import type { Database } from '../db/client';
import type { AttemptRow } from '../repositories/attempts';
import { isQuizVisibleToStudents } from '../repositories/quizzes';
import { attemptResult, attemptReview } from '../services/attempts/attempt-result';
import { attemptView, findAttempt } from '../services/attempts/attempt-view';
import { classQuizList } from '../services/attempts/class-quiz-list';
import { closeIfOverdue } from '../services/attempts/close-attempt';
import { lockAnswer, saveAnswer } from '../services/attempts/save-answer';
import { quizForAttempt, startAttempt } from '../services/attempts/start-attempt';
import { submitAttempt } from '../services/attempts/submit-attempt';
import { routeSchema } from './responses';
import { authorizeForStudent } from './student-access';
import { attemptHistory } from '../services/attempts/attempt-history';
import { notFound } from '../errors/api-error';
import { access, authorize } from '../auth/route-access';

/**
 * The attempt, once the route's declared check passed, made current (closed if its time ran
 * out): whether the reader teaches the class (and is not the student who took it).
 */
async function authorizedAttempt(
  request: FastifyRequest,
  db: Database,
  attemptId: number,
  now: Date,
) {
  const stored = await findAttempt(db, attemptId);
  const granted = await authorize(request, { classId: stored.classId, ownerId: stored.userId });
  const teaches = granted.teaches && granted.actor.userId !== stored.userId;
  return { attempt: await closeIfOverdue(db, stored, now), teaches };
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
      config: { access: access.inClass() },
      schema: routeSchema(
        'The quizzes the viewer may take in the class (final exam, weak-area drill, practice ' +
          'quizzes), with their attempts: used and allowed, best and last score, the open one.',
        { params: classIdParamsSchema },
        { 200: classQuizListSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      return classQuizList(db, classId, requireViewer(request).userId, clock());
    },
  );

  app.post(
    ApiRoute.quizAttempts,
    {
      config: { access: access.ofResource('quiz.take') },
      schema: routeSchema(
        'Start an attempt, or answer the open one (a reload, a second tab or device resumes it): ' +
          '201 new, 200 resumed. The server draws and freezes the questions, the choice order and ' +
          'the deadline. `retake_of`: only the missed questions of that attempt; `focus: knowledge_test` ' +
          "(the drill): the questions matching the student's knowledge-test codes; an open drill of " +
          'other questions is refused (409, code 126) unless `replace_open` submits it first. ' +
          'Students of the class.',
        { params: quizIdParamsSchema, body: startAttemptBodySchema },
        { 200: attemptViewSchema, 201: attemptViewSchema },
      ),
    },
    async (request, reply) => {
      const now = clock();
      const quiz = await quizForAttempt(db, request.params.quizId);
      await authorize(request, { classId: quiz.classId });
      if (quiz.kind === 'practice' && !(await isQuizVisibleToStudents(db, quiz.id))) {
        throw notFound('quiz');
      }
      const { attemptId, created } = await startAttempt(db, {
        quiz,
        userId: requireViewer(request).userId,
        retakeOf: request.body.retake_of,
        focus: request.body.focus,
        replaceOpen: request.body.replace_open,
        now,
      });
      const attempt = await findAttempt(db, attemptId);
      return reply.code(created ? 201 : 200).send(await attemptView(db, attempt, now));
    },
  );

  app.get(
    ApiRoute.attempt,
    {
      config: { access: access.ofResource('attempt.read') },
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
      const { attempt } = await authorizedAttempt(request, db, request.params.attemptId, now);
      return attemptView(db, attempt, now);
    },
  );

  app.put(
    ApiRoute.attemptAnswer,
    {
      config: { access: access.ofResource('attempt.read', 'attempt.write') },
      schema: routeSchema(
        'Save an answer (idempotent; the highest client_seq of a slot wins, an older save changes ' +
          'nothing). Refused after the deadline and its grace. The student who took the attempt.',
        { params: attemptSlotParamsSchema, body: saveAnswerBodySchema },
        { 200: saveAnswerResultSchema },
      ),
    },
    async (request) => {
      const now = clock();
      const { attempt } = await authorizedAttempt(request, db, request.params.attemptId, now);
      return saveAnswer(db, attempt, slotIn(attempt, request.params.slot), request.body, now);
    },
  );

  app.post(
    ApiRoute.attemptAnswerLock,
    {
      config: { access: access.ofResource('attempt.read', 'attempt.write') },
      schema: routeSchema(
        'Immediate mode: lock the saved answer in; answers its correctness, the correct choices ' +
          'and the explanation. The answer can no longer change.',
        { params: attemptSlotParamsSchema },
        { 200: answerFeedbackSchema },
      ),
    },
    async (request) => {
      const now = clock();
      const { attempt } = await authorizedAttempt(request, db, request.params.attemptId, now);
      return lockAnswer(db, attempt, slotIn(attempt, request.params.slot), now);
    },
  );

  app.post(
    ApiRoute.attemptSubmit,
    {
      config: { access: access.ofResource('attempt.read', 'attempt.write') },
      schema: routeSchema(
        'Submit (idempotent), with any answers not sent yet; answers the result.',
        { params: attemptIdParamsSchema, body: submitAttemptBodySchema },
        { 200: attemptResultSchema },
      ),
    },
    async (request) => {
      const now = clock();
      const { attempt } = await authorizedAttempt(request, db, request.params.attemptId, now);
      return attemptResult(db, await submitAttempt(db, attempt, request.body, now));
    },
  );

  app.get(
    ApiRoute.attemptResult,
    {
      config: { access: access.ofResource('attempt.read') },
      schema: routeSchema(
        'The result of a closed attempt (the student, or their teachers).',
        { params: attemptIdParamsSchema },
        { 200: attemptResultSchema },
      ),
    },
    async (request) => {
      const { attempt } = await authorizedAttempt(request, db, request.params.attemptId, clock());
      return attemptResult(db, attempt);
    },
  );

  app.get(
    ApiRoute.attemptReview,
    {
      config: { access: access.ofResource('attempt.read') },
      schema: routeSchema(
        'The review of a closed attempt, as the review policy allows (teachers see everything); ' +
          'filter all, missed or flagged.',
        { params: attemptIdParamsSchema, querystring: reviewQuerySchema },
        { 200: attemptReviewSchema },
      ),
    },
    async (request) => {
      const { attempt, teaches } = await authorizedAttempt(
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
      config: { access: access.inClassThen('student.read') },
      schema: routeSchema(
        "A student's attempts in the class, newest first (the student, the class's teachers).",
        { params: memberParamsSchema },
        { 200: attemptHistorySchema },
      ),
    },
    async (request) => {
      const { classId, userId } = request.params;
      await authorizeForStudent(request, db, classId, userId);
      return attemptHistory(db, classId, userId);
    },
  );
}
