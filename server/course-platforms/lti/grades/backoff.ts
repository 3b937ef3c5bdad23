/** The first retry waits this long; each next one twice as long as the one before. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;
/** After this many failed sends a score is given up ('failed'); a teacher can send it again. */
export const MAX_SCORE_TRIES = 12;

/** How long to wait after the `tries`-th failed send (1-based): 30 s, 1 min, 2 min … 1 h at most. */
export const retryDelayMs = (tries: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, tries - 1), LONGEST_WAIT_MS);
