import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { ltiContexts, ltiPlatforms, ltiResourceLinks } from '../../../db/schema';
import { Scope } from '../claims';
import type { ServiceTokens } from '../service-token';
import { lineItemFor } from './line-items';
import { claimDueScores, markFailedTry, markSent, type OutboxRow } from './outbox';
import { SCORE_MEDIA_TYPE, scoresUrl } from './score-body';
import { callService } from './service-call';

export type ScoreSending = { db: Database; tokens: ServiceTokens };

async function placementOf(db: Database, resourceLinkId: number) {
  const [row] = await db
    .select({ link: ltiResourceLinks, context: ltiContexts, platform: ltiPlatforms })
    .from(ltiResourceLinks)
    .innerJoin(ltiContexts, eq(ltiContexts.id, ltiResourceLinks.contextId))
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
    .where(eq(ltiResourceLinks.id, resourceLinkId));
  if (!row) throw new Error('the link of this score is gone');
  return row;
}

async function sendScore({ db, tokens }: ScoreSending, row: OutboxRow) {
  const { link, context, platform } = await placementOf(db, row.resourceLinkId);
  const lineItem = await lineItemFor(db, tokens, platform, link, context);
  await callService(tokens, platform, [Scope.score], scoresUrl(lineItem), {
    method: 'POST',
    accept: 'application/json',
    contentType: SCORE_MEDIA_TYPE,
    body: row.score,
  });
}

/** Sends every score due at `now` (one try each); answers how many were sent. */
export async function sendDueScores(sending: ScoreSending, now: Date) {
  const rows = await claimDueScores(sending.db, now);
  let sent = 0;
  for (const row of rows) {
    try {
      await sendScore(sending, row);
      await markSent(sending.db, row.id, now);
      sent += 1;
    } catch (error) {
      await markFailedTry(sending.db, row, (error as Error).message, now);
    }
  }
  return sent;
}
