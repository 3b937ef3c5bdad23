/** New cards the student may still start today: the class limit less the cards started today. */
export const newCardsLeft = (newCardsPerDay: number, startedToday: number) =>
  Math.max(0, newCardsPerDay - startedToday);

/** Cards whose first (not undone) rating falls on or after `dayStart`, counted once each. */
export const cardsStartedSince = (
  firstRatings: readonly { flashcardId: number; reviewedAt: Date }[],
  dayStart: Date,
) =>
  new Set(
    firstRatings
      .filter((entry) => entry.reviewedAt.getTime() >= dayStart.getTime())
      .map((entry) => entry.flashcardId),
  ).size;
