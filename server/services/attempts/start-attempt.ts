import { ATTEMPT_MESSAGES, ErrorCode, type ClassSettings } from '../../../contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/executor';
import {
  attemptStatsByQuiz,
  findOpenAttempt,
  freezeCurrentVersions,
  getAttempt,
  insertAttempt,
  insertAttemptQuestions,
  type AttemptRow,
} from '../../repositories/attempts';
import { readClassSettings } from '../../repositories/class-settings';
import { accommodationsOf, readAccommodations } from '../../repositories/members';
import { getQuizById, type QuizRow } from '../../repositories/quizzes';
import { startRefused } from './attempt-errors';
import { closeAttempt, closeIfOverdue } from './close-attempt';
import { choiceOrder, type Random } from './draw';
import { deadlineFor, startBlock } from './eligibility';
import { planFor, type QuizPlan } from './quiz-plan';
import { practisesKnowledgeCodes } from './open-drill';
import { selectQuestions } from './select-questions';
import { notFound, conflict } from '../../errors/api-error';

export type StartRequest = {
  quiz: QuizRow;
  userId: number;
  retakeOf?: number | undefined;
  focus?: 'knowledge_test' | undefined;
  /** With `focus`: submit an open drill of other questions and start anew. */
  replaceOpen?: boolean | undefined;
  now: Date;
  random?: Random;
};

/** The quiz's plan for this student, with the class settings it came from. */
export async function planForStudent(db: Database, quiz: QuizRow, userId: number) {
  const [settings, accommodations] = await Promise.all([
    readClassSettings(db, quiz.classId),
    readAccommodations(db, quiz.classId),
  ]);
  if (!settings) throw notFound('class');
  const plan = planFor(quiz, settings, accommodationsOf(accommodations, userId));
  return { plan, settings, accommodations: accommodationsOf(accommodations, userId) };
}

/** A closed attempt of the student at this quiz to retake the missed questions of. */
async function retakeSource(db: Database, request: StartRequest) {
  if (request.retakeOf === undefined) return null;
  const source = await getAttempt(db, request.retakeOf);
  if (
    !source ||
    source.userId !== request.userId ||
    source.quizId !== request.quiz.id ||
    source.status === 'open'
  ) {
    throw notFound('attempt to retake');
  }
  if (request.quiz.kind === 'final') {
    throw conflict(ATTEMPT_MESSAGES.nothingToRetake);
  }
  return source;
}

async function createAttempt(
  db: Database,
  request: StartRequest,
  setup: {
    plan: QuizPlan;
    settings: ClassSettings;
    extra: Parameters<typeof deadlineFor>[2];
    replacing: AttemptRow | null;
  },
) {
  const { quiz, userId, now } = request;
  const { plan } = setup;
  const random = request.random ?? Math.random;
  const retakeOf = await retakeSource(db, request);
  return db.transaction(async (tx) => {
    if (setup.replacing) await closeAttempt(tx, setup.replacing, 'submitted', now);
    const questionIds = await selectQuestions(tx, {
      quiz,
      plan,
      settings: setup.settings,
      userId,
      retakeOf,
      focus: request.quiz.kind === 'drill' ? request.focus : undefined,
      random,
    });
    if (questionIds.length === 0) {
      throw conflict(ATTEMPT_MESSAGES.notOpen, ErrorCode.QUIZ_NOT_OPEN);
    }
    const versions = new Map(
      (await freezeCurrentVersions(tx, questionIds)).map((v) => [v.questionId, v]),
    );
    const attemptId = await insertAttempt(tx, {
      quizId: quiz.id,
      classId: quiz.classId,
      userId,
      startedAt: now,
      deadlineAt: deadlineFor(now, plan.timeLimitMinutes, setup.extra, plan.rules.closesAt),
      retakeOf: retakeOf?.id ?? null,
      passMark: plan.passMark,
      explanationMode: plan.explanationMode,
      questionCount: questionIds.length,
    });
    await insertAttemptQuestions(
      tx,
      questionIds.flatMap((questionId, index) => {
        const version = versions.get(questionId);
        if (!version) return [];
        return [
          {
            attemptId,
            slot: index + 1,
            questionId,
            questionVersionId: version.versionId,
            topicId: version.topicId,
            choiceOrder: choiceOrder(version.choiceCount, plan.shuffleChoices, random),
          },
        ];
      }),
    );
    return attemptId;
  });
}

/**
 * The open attempt a start replaces, or null to resume it: the drill on the knowledge-test codes
 * never resumes a drill of other questions; it is refused (409) unless asked to replace it.
 */
async function toReplace(db: Database, request: StartRequest, open: AttemptRow) {
  if (request.quiz.kind !== 'drill' || request.focus !== 'knowledge_test') return null;
  if (await practisesKnowledgeCodes(db, open)) return null;
  if (!request.replaceOpen) {
    throw conflict(ATTEMPT_MESSAGES.otherDrillOpen, ErrorCode.OTHER_DRILL_OPEN);
  }
  return open;
}

/**
 * Starts an attempt, or answers the open one (a reload, a second tab or device resumes it). The
 * server draws and freezes the questions (their versions), the choice order and the deadline.
 * An open attempt whose time is up is closed first. Two starts at once: one attempt, both resume it.
 */
export async function startAttempt(
  db: Database,
  request: StartRequest,
): Promise<{ attemptId: number; created: boolean }> {
  const { quiz, userId, now } = request;
  const open = await findOpenAttempt(db, quiz.id, userId);
  const current = open && (await closeIfOverdue(db, open, now));
  const replacing = current?.status === 'open' ? await toReplace(db, request, current) : null;
  if (current?.status === 'open' && !replacing) return { attemptId: current.id, created: false };

  const { plan, settings, accommodations } = await planForStudent(db, quiz, userId);
  const stats = (await attemptStatsByQuiz(db, quiz.classId, userId)).get(quiz.id);
  const block = startBlock(
    {
      ...plan.rules,
      attemptsUsed: stats?.used ?? 0,
      lastFinishedAt: stats?.lastFinishedAt ?? null,
    },
    now,
  );
  if (block) throw startRefused(block);
  try {
    const attemptId = await createAttempt(db, request, {
      plan,
      settings,
      extra: accommodations,
      replacing,
    });
    return { attemptId, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOpenAttempt(db, quiz.id, userId);
    if (!winner) throw error;
    return { attemptId: winner.id, created: false };
  }
}

export const quizForAttempt = async (db: Database, quizId: number) => {
  const quiz = await getQuizById(db, quizId);
  if (!quiz) throw notFound('quiz');
  return quiz;
};
