import type {
  Flashcard,
  Page,
  QuestionDetail,
  QuestionListItem,
  Quiz,
  Topic,
} from '../../../contract';

/** One builder per question-bank entity, as the API answers it (override anything). */
export const aTopic = (overrides: Partial<Topic> = {}): Topic => ({
  id: 1,
  class_id: 7,
  position: 1,
  name: 'Weather',
  description: 'Fronts, fog and thunderstorms.',
  question_count: 0,
  flashcard_count: 0,
  quiz_count: 0,
  ...overrides,
});

export const aQuestionDetail = (overrides: Partial<QuestionDetail> = {}): QuestionDetail => ({
  id: 11,
  class_id: 7,
  topic_id: 1,
  topic_name: 'Weather',
  name: '',
  stem: 'Which clouds bring hail?',
  choices: [
    { text: 'Cumulonimbus', correct: true },
    { text: 'Cirrus', correct: false },
  ],
  multiple_response: false,
  explanation: 'Strong updrafts carry the stones.',
  reference: 'AvWX 12',
  learning_objective: 'PA.I.C.K3',
  status: 'published',
  figure: null,
  version: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  versions: [],
  ...overrides,
});

export const aQuestionListItem = (overrides: Partial<QuestionListItem> = {}): QuestionListItem => ({
  id: 11,
  topic_id: 1,
  topic_name: 'Weather',
  name: '',
  stem: 'Which clouds bring hail?',
  status: 'draft',
  learning_objective: 'PA.I.C.K3',
  multiple_response: false,
  choice_count: 4,
  has_figure: false,
  open_reports: 0,
  version: 1,
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const aFlashcard = (overrides: Partial<Flashcard> = {}): Flashcard => ({
  id: 21,
  class_id: 7,
  topic_id: 1,
  topic_name: 'Weather',
  front: 'METAR',
  back: 'Routine aviation weather report',
  figure: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const aQuiz = (overrides: Partial<Quiz> = {}): Quiz => ({
  id: 31,
  class_id: 7,
  topic_id: 1,
  kind: 'practice',
  title: 'Weather basics',
  selection: 'random',
  question_ids: [],
  random_count: 10,
  time_limit_minutes: null,
  pass_mark: 70,
  shuffle_questions: true,
  shuffle_choices: true,
  explanation_mode: 'after_submission',
  status: 'draft',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const pageOf = <T>(items: T[], overrides: Partial<Page<T>> = {}): Page<T> => ({
  items,
  total: items.length,
  page: 1,
  page_size: 25,
  ...overrides,
});
