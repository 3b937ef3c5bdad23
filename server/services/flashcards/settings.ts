import { storedClassSettingsSchema } from '../../../contract';

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

/**
 * The one place that reads a class's flashcard settings: the general class settings' time zone, new
 * flashcards per day and desired retention (`contract/class-settings.ts`); anything missing or
 * unusable reads as the default.
 */
export function flashcardSettingsFor(classRow: {
  settings: Record<string, unknown>;
}): FlashcardSettings {
  const parsed = storedClassSettingsSchema.safeParse(classRow.settings);
  if (!parsed.success) return FLASHCARD_DEFAULTS;
  const { general } = parsed.data;
  return {
    timeZone: general.time_zone,
    newCardsPerDay: general.new_flashcards_per_day,
    desiredRetention: general.flashcard_retention / 100,
  };
}
