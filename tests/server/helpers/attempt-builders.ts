import type { Database } from '../../../server/db/client';
import { getAttempt, upsertAnswer, type AttemptRow } from '../../../server/repositories/attempts';
import { getQuizById } from '../../../server/repositories/quizzes';
import { closeAttempt } from '../../../server/services/attempts/close-attempt';
import type { Random } from '../../../server/services/attempts/draw';
import { startAttempt } from '../../../server/services/attempts/start-attempt';

/** The choice ids chosen in each slot, slot 1 first; null leaves the slot unanswered. */
export type ChosenIds = readonly (readonly number[] | null)[];

type AttemptFields = {
  /** When it starts and its answers are saved (default: now). */
  startedAt?: Date;
  answers?: ChosenIds;
  focus?: 'knowledge_test';
  random?: Random;
};

async function attemptRow(db: Database, attemptId: number) {
  const attempt = await getAttempt(db, attemptId);
  if (!attempt) throw new Error('attempt not found');
  return attempt;
}

/**
 * The student's open attempt at the quiz (started as the server starts one, so it may resume an
 * open one), with these answers saved when it started; answers its row.
 */
export async function anAttemptInProgress(
  db: Database,
  quizId: number,
  userId: number,
  fields: AttemptFields = {},
): Promise<AttemptRow> {
  const quiz = await getQuizById(db, quizId);
  if (!quiz) throw new Error('quiz not found');
  const now = fields.startedAt ?? new Date();
  const { attemptId } = await startAttempt(db, {
    quiz,
    userId,
    now,
    focus: fields.focus,
    ...(fields.random ? { random: fields.random } : {}),
  });
  for (const [index, choiceIds] of (fields.answers ?? []).entries()) {
    if (choiceIds === null) continue;
    await upsertAnswer(db, {
      attemptId,
      slot: index + 1,
      choiceIds: [...choiceIds],
      flagged: false,
      clientSeq: 1,
      savedAt: now,
    });
  }
  return attemptRow(db, attemptId);
}

/** The student's attempt at the quiz with these answers, submitted when it started; answers its row. */
export async function aClosedAttempt(
  db: Database,
  quizId: number,
  userId: number,
  fields: AttemptFields = {},
): Promise<AttemptRow> {
  const open = await anAttemptInProgress(db, quizId, userId, fields);
  await db.transaction((tx) => closeAttempt(tx, open, 'submitted', open.startedAt));
  return attemptRow(db, open.id);
}
