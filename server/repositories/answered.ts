import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * Whether a saved answer (its `choice_ids`) is an answer: it chose something. Closing an attempt
 * writes an empty, wrong row for each question left unanswered: it scores zero in that attempt,
 * but counts in no accuracy, readiness, weak-area rule or statistic.
 */
export const isAnswer = (choiceIds: SQLWrapper) => sql`jsonb_array_length(${choiceIds}) > 0`;
