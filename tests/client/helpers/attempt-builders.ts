import type { AttemptResult, ClassQuiz } from '../../../contract';

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

/** A quiz as the class quiz list gives it (override anything). */
export const aClassQuiz = (overrides: Partial<ClassQuiz> = {}): ClassQuiz => ({
  id: 3,
  kind: 'practice',
  topic_id: 1,
  topic_name: 'Aerodynamics',
  title: 'Lift and drag',
  question_count: 10,
  time_limit_minutes: null,
  extra_time_minutes: 0,
  pass_mark: 70,
  explanation_mode: 'after_submission',
  attempts_used: 0,
  attempts_allowed: null,
  available_from: null,
  closes_at: null,
  unavailable_reason: null,
  open_attempt_id: null,
  best_score: null,
  last_score: null,
  last_attempt_id: null,
  ...overrides,
});
