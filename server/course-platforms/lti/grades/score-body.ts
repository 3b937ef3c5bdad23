/** The AGS score media type (AGS 2.0 §3.4). */
export const SCORE_MEDIA_TYPE = 'application/vnd.ims.lis.v1.score+json';

/** A score as the platform's `/scores` endpoint takes it. */
export type ScoreBody = {
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  activityProgress: 'Completed';
  gradingProgress: 'FullyGraded';
  timestamp: string;
  comment?: string;
};

/** A closed attempt's result, as the score of one person on one line item. */
export const scoreBody = (
  userId: string,
  result: { correctCount: number; questionCount: number },
  timestamp: string,
): ScoreBody => ({
  userId,
  scoreGiven: result.correctCount,
  scoreMaximum: result.questionCount,
  activityProgress: 'Completed',
  gradingProgress: 'FullyGraded',
  timestamp,
});

/**
 * The timestamp of a new score for a (line item, user): now, or a millisecond after the last one
 * when that is not earlier (platforms refuse a score not later than the one they hold).
 */
export function nextTimestamp(last: string | null, now: Date) {
  const lastMs = last === null ? Number.NEGATIVE_INFINITY : Date.parse(last);
  return new Date(Math.max(now.getTime(), lastMs + 1)).toISOString();
}

/**
 * The scores endpoint of a line item: `/scores` appended to its path, the query string kept
 * (Moodle's line items are `…/lineitems/5/lineitem?type_id=1`).
 */
export function scoresUrl(lineItemUrl: string) {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}
