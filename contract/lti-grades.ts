import { z } from 'zod/mini';
import { idTextSchema } from './ids';

/**
 * Where a student's score stands on its way to the course platform's gradebook: sent, waiting
 * (to be sent, or to be tried again after a failure) or failed (given up; a teacher can send it again).
 */
export const SCORE_SYNC_STATES = ['sent', 'waiting', 'failed'] as const;
export type ScoreSyncState = (typeof SCORE_SYNC_STATES)[number];

/** The latest score of a student on one gradebook column (a placed quiz). */
export const scoreSyncSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  /** The placed link's title in the course (or the quiz's). */
  column: z.string(),
  state: z.enum(SCORE_SYNC_STATES),
  score_given: z.number(),
  score_maximum: z.number(),
  tries: z.int(),
  /** Why the last try failed, as the platform or the network said. */
  last_error: z.nullable(z.string()),
  sent_at: z.nullable(z.string()),
  /** When a waiting score is tried next. */
  next_try_at: z.nullable(z.string()),
});
export type ScoreSync = z.infer<typeof scoreSyncSchema>;

/**
 * `GET /classes/:classId/lti/scores`: whether the class is linked to a course platform, and its
 * students' scores on their way to its gradebook (the class's teachers, superusers).
 */
export const classScoreSyncSchema = z.object({
  linked: z.boolean(),
  scores: z.array(scoreSyncSchema),
});
export type ClassScoreSync = z.infer<typeof classScoreSyncSchema>;

export const scoreParamsSchema = z.object({
  classId: idTextSchema,
  scoreId: idTextSchema,
});
