/**
 * The timing rules of a study session, apart from the schemas (zod) so that a study screen reads
 * them without evaluating any.
 */

/**
 * A review session's look-ahead: a card in the learning steps (rated Again or Hard, due again in
 * minutes) that falls due within this is studied in the same session, and a session loaded again
 * (a reload) still holds it.
 */
export const LEARN_AHEAD_MS = 20 * 60_000;

/** The longest time a rating counts as spent on one card or question (an hour). */
export const REVIEW_DURATION_MAX_MS = 3_600_000;

/**
 * How far back a rating may be dated by the device that gave it (`reviewed_at`: a session studied
 * offline, sent when back online). Older ones count from this far back.
 */
export const REVIEW_BACKDATE_MAX_MS = 7 * 24 * 60 * 60_000;
