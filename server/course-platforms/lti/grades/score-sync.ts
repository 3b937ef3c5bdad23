import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { ClassScoreSync, ScoreSyncState } from '../../../../contract';
import type { Database } from '../../../db/client';
import { ltiContexts, ltiResourceLinks, ltiScoreOutbox, quizzes } from '../../../db/schema';
import { conflict, notFound } from '../../../errors/api-error';
import { announceDueScores, lastScoreTimestamp } from './outbox';
import { nextTimestamp, type ScoreBody } from './score-body';

const stateOf = (status: string): ScoreSyncState =>
  status === 'sent' ? 'sent' : status === 'failed' ? 'failed' : 'waiting';

/** The class's students' latest score on each gradebook column, and whether it is linked at all. */
export async function classScoreSync(db: Database, classId: number): Promise<ClassScoreSync> {
  const [linked] = await db
    .select({ id: ltiContexts.id })
    .from(ltiContexts)
    .where(eq(ltiContexts.classId, classId))
    .limit(1);
  if (!linked) return { linked: false, scores: [] };
  const rows = await db
    .selectDistinctOn([ltiScoreOutbox.resourceLinkId, ltiScoreOutbox.userId], {
      row: ltiScoreOutbox,
      linkTitle: ltiResourceLinks.title,
      quizTitle: quizzes.title,
    })
    .from(ltiScoreOutbox)
    .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.id, ltiScoreOutbox.resourceLinkId))
    .innerJoin(ltiContexts, eq(ltiContexts.id, ltiResourceLinks.contextId))
    .leftJoin(quizzes, sql`${quizzes.id} = (${ltiResourceLinks.target}->>'quizId')::int`)
    .where(and(eq(ltiContexts.classId, classId), ne(ltiScoreOutbox.status, 'superseded')))
    .orderBy(ltiScoreOutbox.resourceLinkId, ltiScoreOutbox.userId, desc(ltiScoreOutbox.id));
  return {
    linked: true,
    scores: rows.map(({ row, linkTitle, quizTitle }) => {
      const score = row.score as ScoreBody;
      const state = stateOf(row.status);
      return {
        id: row.id,
        user_id: row.userId,
        column: linkTitle || quizTitle || 'Quiz',
        state,
        score_given: score.scoreGiven,
        score_maximum: score.scoreMaximum,
        tries: row.tries,
        last_error: row.lastError,
        sent_at: row.sentAt?.toISOString() ?? null,
        next_try_at: state === 'waiting' ? row.nextTryAt.toISOString() : null,
      };
    }),
  };
}

/**
 * Puts a score of the class back in the queue, due now and with a fresh timestamp (the platform
 * keeps only a later one). A score a newer attempt replaced is not sent again: it would overwrite
 * the newer one in the gradebook.
 */
export function resendScore(db: Database, classId: number, scoreId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: ltiScoreOutbox })
      .from(ltiScoreOutbox)
      .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.id, ltiScoreOutbox.resourceLinkId))
      .innerJoin(ltiContexts, eq(ltiContexts.id, ltiResourceLinks.contextId))
      .where(and(eq(ltiScoreOutbox.id, scoreId), eq(ltiContexts.classId, classId)))
      .for('update', { of: ltiScoreOutbox });
    if (!found) throw notFound('score');
    const { row } = found;
    if (row.status === 'superseded') {
      throw conflict("A newer attempt's score replaced this one: that one is sent instead.");
    }
    const score = {
      ...(row.score as ScoreBody),
      timestamp: nextTimestamp(await lastScoreTimestamp(tx, row.resourceLinkId, row.userId), now),
    };
    await tx
      .update(ltiScoreOutbox)
      .set({ status: 'pending', tries: 0, nextTryAt: now, lastError: null, score })
      .where(eq(ltiScoreOutbox.id, row.id));
    await announceDueScores(tx);
  });
}
