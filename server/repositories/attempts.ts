import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AttemptStatus, ExplanationMode, QuestionChoice } from '../../contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import {
  attemptAnswers,
  attemptQuestions,
  attempts,
  questions,
  questionVersions,
  quizzes,
  topics,
} from '../db/schema';
import { isAnswer } from './answered';

export type AttemptRow = typeof attempts.$inferSelect;

export async function getAttempt(db: Executor, attemptId: number): Promise<AttemptRow | null> {
  const [row] = await db.select().from(attempts).where(eq(attempts.id, attemptId));
  return row ?? null;
}

export async function findOpenAttempt(db: Executor, quizId: number, userId: number) {
  const [row] = await db
    .select()
    .from(attempts)
    .where(
      and(eq(attempts.quizId, quizId), eq(attempts.userId, userId), eq(attempts.status, 'open')),
    );
  return row ?? null;
}

export type NewAttempt = {
  quizId: number;
  classId: number;
  userId: number;
  startedAt: Date;
  deadlineAt: Date | null;
  retakeOf: number | null;
  passMark: number;
  explanationMode: ExplanationMode;
  questionCount: number;
};

export async function insertAttempt(db: Executor, attempt: NewAttempt) {
  const [row] = await db.insert(attempts).values(attempt).returning({ id: attempts.id });
  if (!row) throw new Error('attempt not created');
  return row.id;
}

/**
 * The current version of each question, marked frozen (an edit now makes a new version), with
 * each question's topic and choice count. Versions already frozen are only read; the others are
 * locked in id order, so many students starting at once never deadlock.
 */
export async function freezeCurrentVersions(db: Executor, questionIds: readonly number[]) {
  if (questionIds.length === 0) return [];
  const versions = await db
    .select({
      questionId: questionVersions.questionId,
      versionId: questionVersions.id,
      topicId: questions.topicId,
      choiceCount: sql<number>`jsonb_array_length(${questionVersions.choices})`,
      frozen: questionVersions.frozen,
    })
    .from(questionVersions)
    .innerJoin(questions, eq(questions.id, questionVersions.questionId))
    .where(
      and(
        inArray(questions.id, [...questionIds]),
        eq(questionVersions.version, questions.currentVersion),
      ),
    );
  const unfrozen = versions.filter((version) => !version.frozen).map((v) => v.versionId);
  if (unfrozen.length > 0) {
    // Locked in id order by a statement of its own, and only as strongly as the update needs (no
    // key update): the attempt questions that other starts insert take key-share locks on the
    // same versions through their foreign key, and `for update` made those wait. With that and
    // the plan's own order, 300 students starting the exam on PostgreSQL deadlocked.
    const locked = await db
      .select({ id: questionVersions.id })
      .from(questionVersions)
      .where(and(inArray(questionVersions.id, unfrozen), eq(questionVersions.frozen, false)))
      .orderBy(asc(questionVersions.id))
      .for('no key update');
    if (locked.length > 0) {
      await db
        .update(questionVersions)
        .set({ frozen: true })
        .where(
          inArray(
            questionVersions.id,
            locked.map((row) => row.id),
          ),
        );
    }
  }
  return versions;
}

export async function insertAttemptQuestions(
  db: Executor,
  rows: (typeof attemptQuestions.$inferInsert)[],
) {
  if (rows.length > 0) await db.insert(attemptQuestions).values(rows);
}

/**
 * An attempt's questions in slot order (or the one at `slot`), with the frozen version's content
 * and the topic's name.
 */
export async function loadAttemptQuestions(db: Executor, attemptId: number, slot?: number) {
  return db
    .select({
      slot: attemptQuestions.slot,
      questionId: attemptQuestions.questionId,
      topicId: attemptQuestions.topicId,
      topicName: topics.name,
      choiceOrder: attemptQuestions.choiceOrder,
      stem: questionVersions.stem,
      choices: questionVersions.choices,
      multiple: questionVersions.multipleResponse,
      explanation: questionVersions.explanation,
      reference: questionVersions.reference,
      learningObjective: questionVersions.learningObjective,
      figureHash: questionVersions.figureHash,
    })
    .from(attemptQuestions)
    .innerJoin(questionVersions, eq(questionVersions.id, attemptQuestions.questionVersionId))
    .innerJoin(topics, eq(topics.id, attemptQuestions.topicId))
    .where(
      and(
        eq(attemptQuestions.attemptId, attemptId),
        slot === undefined ? undefined : eq(attemptQuestions.slot, slot),
      ),
    )
    .orderBy(asc(attemptQuestions.slot));
}
export type AttemptQuestionRow = Awaited<ReturnType<typeof loadAttemptQuestions>>[number] & {
  choices: QuestionChoice[];
};

export async function loadAnswers(db: Executor, attemptId: number) {
  return db
    .select()
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId))
    .orderBy(asc(attemptAnswers.slot));
}
export type AnswerRow = typeof attemptAnswers.$inferSelect;

/**
 * Stores an answer unless the slot already holds one with an equal or higher `client_seq`, or a
 * locked one. Answers the stored row when this save was applied, null when not.
 */
export async function upsertAnswer(
  db: Executor,
  answer: {
    attemptId: number;
    slot: number;
    choiceIds: number[];
    flagged: boolean | undefined;
    clientSeq: number;
    savedAt: Date;
  },
) {
  const [row] = await db
    .insert(attemptAnswers)
    .values({ ...answer, flagged: answer.flagged ?? false })
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.slot],
      set: {
        choiceIds: sql`excluded.choice_ids`,
        // A save without `flagged` keeps the flag as it was.
        flagged:
          answer.flagged === undefined ? sql`${attemptAnswers.flagged}` : sql`excluded.flagged`,
        clientSeq: sql`excluded.client_seq`,
        savedAt: sql`excluded.saved_at`,
      },
      setWhere: and(
        lt(attemptAnswers.clientSeq, sql`excluded.client_seq`),
        eq(attemptAnswers.locked, false),
      ),
    })
    .returning();
  return row ?? null;
}

export async function lockAnswer(db: Executor, attemptId: number, slot: number, correct: boolean) {
  await db
    .update(attemptAnswers)
    .set({ locked: true, correct })
    .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.slot, slot)));
}

/** Writes each slot's correctness; a slot never answered gets an empty, wrong answer. */
export async function writeGrades(
  db: Executor,
  attemptId: number,
  grades: { slot: number; correct: boolean }[],
  at: Date,
) {
  if (grades.length === 0) return;
  await db
    .insert(attemptAnswers)
    .values(
      grades.map((grade) => ({
        attemptId,
        slot: grade.slot,
        choiceIds: [],
        clientSeq: 0,
        savedAt: at,
        correct: grade.correct,
      })),
    )
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.slot],
      set: { correct: sql`excluded.correct` },
    });
}

/** Closes an open attempt with its result; false when it was no longer open (closed already). */
export async function closeAttemptRow(
  db: Executor,
  attemptId: number,
  result: {
    status: Exclude<AttemptStatus, 'open'>;
    submittedAt: Date;
    correctCount: number;
    scorePercent: number;
    passed: boolean;
  },
) {
  const rows = await db
    .update(attempts)
    .set(result)
    .where(and(eq(attempts.id, attemptId), eq(attempts.status, 'open')))
    .returning({ id: attempts.id });
  return rows.length > 0;
}

/** Open attempts whose deadline (and the network grace) has passed. */
export async function expiredOpenAttemptIds(db: Executor, deadlineBefore: Date) {
  const rows = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(
        eq(attempts.status, 'open'),
        isNotNull(attempts.deadlineAt),
        lt(attempts.deadlineAt, deadlineBefore),
      ),
    );
  return rows.map((row) => row.id);
}

/** A student's attempts in a class, newest first, with their quiz. */
export async function listStudentAttempts(db: Database, classId: number, userId: number) {
  return db
    .select({
      id: attempts.id,
      quizId: attempts.quizId,
      quizTitle: quizzes.title,
      kind: quizzes.kind,
      status: attempts.status,
      startedAt: attempts.startedAt,
      submittedAt: attempts.submittedAt,
      scorePercent: attempts.scorePercent,
      passed: attempts.passed,
    })
    .from(attempts)
    .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
    .where(and(eq(attempts.classId, classId), eq(attempts.userId, userId)))
    .orderBy(desc(attempts.startedAt), desc(attempts.id));
}

/** Per quiz of the class: the student's finished attempts, best and last score, open attempt. */
export async function attemptStatsByQuiz(db: Database, classId: number, userId: number) {
  const rows = await db
    .select({
      quizId: attempts.quizId,
      id: attempts.id,
      status: attempts.status,
      scorePercent: attempts.scorePercent,
      startedAt: attempts.startedAt,
      submittedAt: attempts.submittedAt,
    })
    .from(attempts)
    .where(and(eq(attempts.classId, classId), eq(attempts.userId, userId)))
    .orderBy(asc(attempts.startedAt), asc(attempts.id));
  const stats = new Map<
    number,
    {
      used: number;
      best: number | null;
      last: number | null;
      lastAttemptId: number | null;
      lastFinishedAt: Date | null;
      openAttemptId: number | null;
    }
  >();
  for (const row of rows) {
    const entry = stats.get(row.quizId) ?? {
      used: 0,
      best: null,
      last: null,
      lastAttemptId: null,
      lastFinishedAt: null,
      openAttemptId: null,
    };
    if (row.status === 'open') {
      entry.openAttemptId = row.id;
    } else {
      entry.used += 1;
      entry.last = row.scorePercent;
      entry.lastAttemptId = row.id;
      entry.lastFinishedAt = row.submittedAt;
      if (row.scorePercent !== null && (entry.best === null || row.scorePercent > entry.best)) {
        entry.best = row.scorePercent;
      }
    }
    stats.set(row.quizId, entry);
  }
  return stats;
}

/**
 * A student's graded answers in a class (not the questions left unanswered), newest first: the
 * question, its topic, the learning objective of the version answered and whether it was right
 * (for weak areas, the drill, mastery and the instructor's record).
 */
export async function gradedAnswers(db: Executor, classId: number, userId: number) {
  return db
    .select({
      questionId: attemptQuestions.questionId,
      topicId: attemptQuestions.topicId,
      learningObjective: questionVersions.learningObjective,
      correct: attemptAnswers.correct,
    })
    .from(attemptAnswers)
    .innerJoin(attempts, eq(attempts.id, attemptAnswers.attemptId))
    .innerJoin(
      attemptQuestions,
      and(
        eq(attemptQuestions.attemptId, attemptAnswers.attemptId),
        eq(attemptQuestions.slot, attemptAnswers.slot),
      ),
    )
    .innerJoin(questionVersions, eq(questionVersions.id, attemptQuestions.questionVersionId))
    .where(
      and(
        eq(attempts.classId, classId),
        eq(attempts.userId, userId),
        isNotNull(attemptAnswers.correct),
        isAnswer(attemptAnswers.choiceIds),
      ),
    )
    .orderBy(
      desc(attemptAnswers.savedAt),
      desc(attemptAnswers.attemptId),
      desc(attemptAnswers.slot),
    );
}

/** The published questions of a class (optionally of some topics), for the final exam and the drill. */
export async function publishedQuestionsOf(
  db: Executor,
  classId: number,
  topicIds?: readonly number[],
) {
  return db
    .select({ id: questions.id, topicId: questions.topicId })
    .from(questions)
    .where(
      and(
        eq(questions.classId, classId),
        eq(questions.status, 'published'),
        topicIds === undefined ? undefined : inArray(questions.topicId, [...topicIds]),
      ),
    );
}

/** Which of these questions are still published. */
export async function stillPublished(db: Executor, questionIds: readonly number[]) {
  if (questionIds.length === 0) return [];
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(inArray(questions.id, [...questionIds]), eq(questions.status, 'published')));
  return rows.map((row) => row.id);
}
