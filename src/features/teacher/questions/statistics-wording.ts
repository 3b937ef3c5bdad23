/*
 * Two figures say how often a question is answered right, over different answers. Every screen
 * names them with these words, so "43 % right" beside "facility 50 %" never looks like a mistake.
 */

/** The most-missed list's figure: every graded answer (five at least), retakes included. */
export const rightOfAllAnswers = (percent: number, answers: number) =>
  `${percent} % right over all ${answers} answers`;

export const ALL_ANSWERS_NOTE =
  '“% right over all answers” counts every graded answer, retakes included. A question’s own page gives its facility, which counts only each student’s first finished attempt, so the two can differ.';

/** Moodle's facility: each student's first finished attempt of each quiz that held the question. */
export const FACILITY_TERM = 'Facility (first attempts)';

export const facilityOf = (percent: string) => `facility ${percent} (first attempts)`;

export const FACILITY_NOTE =
  'Facility and the figures beside it count only each student’s first finished attempt (Moodle’s rule), so a retake does not count twice; the most-missed list’s “% right over all answers” counts every answer.';
