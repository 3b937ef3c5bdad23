import type { AttemptQuestion, AttemptView } from '../../../../contract';

export const aQuizQuestion = (slot: number, choiceCount = 2): AttemptQuestion => ({
  slot,
  question_id: 100 + slot,
  stem: `Question text ${slot}`,
  figure_url: null,
  multiple: false,
  choices: Array.from({ length: choiceCount }, (_, index) => ({
    id: slot * 10 + index + 1,
    text: `Choice ${index + 1}`,
  })),
  topic_id: 1,
  topic_name: 'Weather',
});

export const anOpenAttempt = (overrides: Partial<AttemptView> = {}): AttemptView => ({
  id: 9,
  quiz_id: 3,
  class_id: 1,
  student_id: 7,
  quiz_title: 'Weather basics',
  status: 'open',
  started_at: '2026-11-23T08:00:00.000Z',
  deadline_at: null,
  server_now: '2026-11-23T08:00:00.000Z',
  explanation_mode: 'immediate',
  questions: [aQuizQuestion(1), aQuizQuestion(2)],
  answers: [],
  locked_results: [],
  ...overrides,
});
