import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { ltiContexts, ltiPeople, ltiResourceLinks, ltiScoreOutbox } from '../../../db/schema';
import { announceDueScores, lastScoreTimestamp } from './outbox';
import { nextTimestamp, scoreBody } from './score-body';

export type ClosedAttempt = {
  id: number;
  quizId: number;
  classId: number;
  userId: number;
  correctCount: number;
  questionCount: number;
};

/** The links placing the attempt's quiz in a course of its class, with the student's `sub` there. */
function placementsOf(db: Executor, attempt: ClosedAttempt) {
  return db
    .selectDistinctOn([ltiResourceLinks.id], {
      resourceLinkId: ltiResourceLinks.id,
      subject: ltiPeople.subject,
    })
    .from(ltiResourceLinks)
    .innerJoin(ltiContexts, eq(ltiContexts.id, ltiResourceLinks.contextId))
    .innerJoin(
      ltiPeople,
      and(eq(ltiPeople.issuer, ltiContexts.issuer), eq(ltiPeople.userId, attempt.userId)),
    )
    .where(
      and(
        eq(ltiContexts.classId, attempt.classId),
        sql`${ltiResourceLinks.target} @> ${JSON.stringify({ kind: 'quiz', quizId: attempt.quizId })}::jsonb`,
      ),
    )
    .orderBy(ltiResourceLinks.id, desc(ltiPeople.createdAt));
}

/**
 * Queues the closed attempt's score for each course platform gradebook its quiz is placed in
 * (one outbox row per resource link), in the transaction that closes the attempt. A newer score
 * replaces one of the same link still waiting. The senders hear of it once the transaction commits.
 */
export async function queueScores(db: Executor, attempt: ClosedAttempt, now: Date) {
  if (attempt.questionCount === 0) return;
  const placements = await placementsOf(db, attempt);
  for (const { resourceLinkId, subject } of placements) {
    await db
      .update(ltiScoreOutbox)
      .set({ status: 'superseded' })
      .where(
        and(
          eq(ltiScoreOutbox.resourceLinkId, resourceLinkId),
          eq(ltiScoreOutbox.userId, attempt.userId),
          inArray(ltiScoreOutbox.status, ['pending', 'failed']),
        ),
      );
    const timestamp = nextTimestamp(
      await lastScoreTimestamp(db, resourceLinkId, attempt.userId),
      now,
    );
    await db
      .insert(ltiScoreOutbox)
      .values({
        attemptId: attempt.id,
        userId: attempt.userId,
        resourceLinkId,
        score: scoreBody(subject, attempt, timestamp),
        nextTryAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  if (placements.length > 0) {
    await announceDueScores(db);
  }
}
