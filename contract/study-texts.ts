/**
 * Texts the study screens show that the server's painted screens show too
 * (server/http/painted-quiz.ts, painted-flashcards.ts): one home for each.
 */

/** The heading of a question being answered. */
export const questionHeading = (number: number, total: number, topic: string) =>
  `Question ${number} of ${total} · ${topic}`;

/** What a question's choices ask for. */
export const choiceLegend = (multiple: boolean) =>
  multiple ? 'Choose every correct answer' : 'Choose one answer';

/** The quiz page's keyboard hint (Enter checks an answer in immediate mode). */
export const quizKeysHint = (immediate: boolean) =>
  `Keys: 1–6 or A–E choose, ← → move, F flags${immediate ? ', Enter checks' : ''}.`;

/** A flashcard session's keyboard hint. */
export const FLASHCARD_KEYS_HINT =
  'Keys: Space flips · 1 Again · 2 Hard · 3 Good · 4 Easy · U undoes';

/** A flashcard session's progress. */
export const sessionProgress = (review: boolean, done: number, left: number) =>
  `${review ? 'Review' : 'Cram (no schedule changes)'} · ${done} done, ${left} to go`;

/** The missed questions due, and the student's whole queue of them. */
export const missedDueCounts = (due: number, queued: number) =>
  `${due} due · ${queued} in your queue`;
