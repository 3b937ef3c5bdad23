import { and, asc, count, eq, gt, lte, min } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { missedQuestionStates, questions, topics } from '../../db/schema';

/** Only published questions are in the queue: a retired one (or one back in draft) has left it. */
const queued = (userId: number, classId: number) =>
  and(
    eq(missedQuestionStates.userId, userId),
    eq(missedQuestionStates.classId, classId),
    eq(questions.status, 'published'),
  );

/** The student's queued questions due at `now`, earliest first, at their current version. */
export async function dueMissedQuestions(
  db: Executor,
  { userId, classId, now }: { userId: number; classId: number; now: Date },
) {
  return db
    .select({
      state: missedQuestionStates,
      question: {
        id: questions.id,
        version: questions.currentVersion,
        topicId: questions.topicId,
        topicName: topics.name,
        stem: questions.stem,
        choices: questions.choices,
        multiple: questions.multipleResponse,
        figureHash: questions.figureHash,
      },
    })
    .from(missedQuestionStates)
    .innerJoin(questions, eq(questions.id, missedQuestionStates.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(and(queued(userId, classId), lte(missedQuestionStates.due, now)))
    .orderBy(asc(missedQuestionStates.due), asc(missedQuestionStates.questionId));
}

/** How many questions the student has queued in the class, and the next due after `now`. */
export async function missedQueueSummary(
  db: Executor,
  { userId, classId, now }: { userId: number; classId: number; now: Date },
) {
  const [all] = await db
    .select({ queued: count() })
    .from(missedQuestionStates)
    .innerJoin(questions, eq(questions.id, missedQuestionStates.questionId))
    .where(queued(userId, classId));
  const [later] = await db
    .select({ next: min(missedQuestionStates.due) })
    .from(missedQuestionStates)
    .innerJoin(questions, eq(questions.id, missedQuestionStates.questionId))
    .where(and(queued(userId, classId), gt(missedQuestionStates.due, now)));
  return { queued: all?.queued ?? 0, nextDue: later?.next ?? null };
}

/** Each student's queue size in the class (students with none are absent). */
export async function missedQueueSizes(db: Executor, classId: number) {
  const rows = await db
    .select({ userId: missedQuestionStates.userId, size: count() })
    .from(missedQuestionStates)
    .innerJoin(questions, eq(questions.id, missedQuestionStates.questionId))
    .where(and(eq(missedQuestionStates.classId, classId), eq(questions.status, 'published')))
    .groupBy(missedQuestionStates.userId);
  return new Map(rows.map((row) => [row.userId, row.size]));
}
