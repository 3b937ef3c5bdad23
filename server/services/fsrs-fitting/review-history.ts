/** One rating in a student's review log, on the study day (a day count) it was given. */
export type LoggedReview = { card: string; rating: 1 | 2 | 3 | 4; day: number };

/** A rating with the whole days since the card's previous rating (0 for its first, or same day). */
export type PastReview = { rating: 1 | 2 | 3 | 4; deltaT: number };

/**
 * One thing the model learns from: a card's ratings up to one of them, the last being the one to
 * predict (recalled unless Again), on `day`.
 */
export type ReviewItem = { reviews: PastReview[]; day: number };

/**
 * The log as FSRS's optimiser reads it: for each card, one item per rating given on a later study
 * day than the card's previous one (what the model predicts: recall after a day or more), holding
 * every rating up to it. Days are study days (the class's time zone), so ratings on one study day
 * are 0 days apart: they stay in the history as FSRS's short-term reviews but make no item (the
 * optimiser refuses such an item, and aborts the process on one without any day between its
 * ratings). `log` is in the order the ratings were given; items come out in the order of their
 * last rating.
 */
export function reviewItems(log: readonly LoggedReview[]): ReviewItem[] {
  const history = new Map<string, { reviews: PastReview[]; lastDay: number }>();
  const items: ReviewItem[] = [];
  for (const { card, rating, day } of log) {
    const seen = history.get(card);
    if (!seen) {
      history.set(card, { reviews: [{ rating, deltaT: 0 }], lastDay: day });
      continue;
    }
    const deltaT = day - seen.lastDay;
    seen.reviews.push({ rating, deltaT });
    seen.lastDay = day;
    if (deltaT > 0) items.push({ reviews: [...seen.reviews], day });
  }
  return items;
}

/**
 * Splits items in time: the latest `heldOutShare` (by the day of their last rating) are kept out
 * of fitting to judge the fit on ratings it never saw.
 */
export function splitInTime(items: readonly ReviewItem[], heldOutShare: number) {
  const sorted = [...items].sort((a, b) => a.day - b.day);
  const cut = Math.round(sorted.length * (1 - heldOutShare));
  return { training: sorted.slice(0, cut), heldOut: sorted.slice(cut) };
}
