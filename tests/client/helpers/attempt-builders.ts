import type { AttemptResult } from '../../../contract';

/** A submitted practice attempt's result: 10 questions, all right, nothing earned. */
export const anAttemptResult = (overrides: Partial<AttemptResult> = {}): AttemptResult => ({
  attempt_id: 9,
  quiz_id: 3,
  quiz_title: 'Weather basics',
  kind: 'practice',
  status: 'submitted',
  score_percent: 100,
  correct_count: 10,
  question_count: 10,
  passed: true,
  pass_mark: 70,
  started_at: '2026-11-23T08:00:00.000Z',
  submitted_at: '2026-11-23T08:05:00.000Z',
  time_used_seconds: 300,
  topics: [],
  missed_learning_objectives: [],
  review_available: 'everything',
  can_retake_missed: false,
  earned: { points: [], badges: [] },
  ...overrides,
});
