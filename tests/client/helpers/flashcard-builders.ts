import type { FlashcardSession, FlashcardStudyCard } from '../../../contract/flashcard-reviews';
import type { StudyRetention } from '../../../contract/study-retention';

/** A card never rated (no schedule yet), of topic 1. */
export const aStudyCard = (id: number, front: string, back: string): FlashcardStudyCard => ({
  id,
  topic_id: 1,
  front,
  back,
  figure_hash: null,
  schedule: null,
});

/** A review session of two new cards at the class's default retention and FSRS-6's defaults. */
export const aFlashcardSession = (overrides: Partial<FlashcardSession> = {}): FlashcardSession => ({
  mode: 'review',
  cards: [
    aStudyCard(1, 'What is **Vy**?', 'Best rate of climb'),
    aStudyCard(2, 'What is Vx?', 'Best angle'),
  ],
  counts: { due: 0, new_left: 2, new_per_day: 20, next_due_at: null },
  desired_retention: 0.9,
  fsrs_parameters: null,
  server_time: new Date().toISOString(),
  ...overrides,
});

/** A student's desired retention at the class's default (90 %), without a knowledge-test date. */
export const aStudyRetention = (overrides: Partial<StudyRetention> = {}): StudyRetention => ({
  class_retention: 90,
  own_retention: null,
  retention: 90,
  min: 80,
  max: 97,
  knowledge_test: null,
  ...overrides,
});
