/** The flashcard settings of a class, with their defaults. */
export type FlashcardSettings = {
  /** IANA time zone in which "today" starts for the new-card limit. */
  timeZone: string;
  newCardsPerDay: number;
  /** FSRS desired retention (probability of recall when a card falls due). */
  desiredRetention: number;
};

export const FLASHCARD_DEFAULTS: FlashcardSettings = {
  timeZone: 'UTC',
  newCardsPerDay: 20,
  desiredRetention: 0.9,
};

const isTimeZone = (value: unknown): value is string => {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const isIntIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const isRetention = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0.7 && value <= 0.99;

/**
 * The one place that reads a class's flashcard settings (`classes.settings` keys `timeZone`,
 * `newCardsPerDay`, `desiredRetention`); anything missing or unusable falls back to the default.
 */
export function flashcardSettingsFor(classRow: {
  settings: Record<string, unknown>;
}): FlashcardSettings {
  const { timeZone, newCardsPerDay, desiredRetention } = classRow.settings;
  return {
    timeZone: isTimeZone(timeZone) ? timeZone : FLASHCARD_DEFAULTS.timeZone,
    newCardsPerDay: isIntIn(newCardsPerDay, 0, 9999)
      ? newCardsPerDay
      : FLASHCARD_DEFAULTS.newCardsPerDay,
    desiredRetention: isRetention(desiredRetention)
      ? desiredRetention
      : FLASHCARD_DEFAULTS.desiredRetention,
  };
}
