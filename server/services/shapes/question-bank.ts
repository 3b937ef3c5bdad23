import type {
  Flashcard,
  Question,
  QuestionListItem,
  QuestionVersion,
  Quiz,
  Topic,
} from '../../../contract';
import type { FlashcardRow } from '../../repositories/flashcards';
import { toFigure, type FigureMeta } from '../../repositories/figures';
import type {
  listQuestions,
  listQuestionVersions,
  QuestionRow,
} from '../../repositories/questions';
import type { QuizRow } from '../../repositories/quizzes';
import type { TopicRow } from '../../repositories/topics';

type Figures = ReadonlyMap<string, FigureMeta>;
const figureOf = (hash: string | null, figures: Figures) => {
  const meta = hash === null ? undefined : figures.get(hash);
  return meta ? toFigure(meta) : null;
};
const iso = (date: Date) => date.toISOString();

export const toTopic = (row: TopicRow): Topic => ({
  id: row.id,
  class_id: row.classId,
  position: row.position,
  name: row.name,
  description: row.description,
  question_count: row.questionCount,
  flashcard_count: row.flashcardCount,
  quiz_count: row.quizCount,
});

export const toQuestion = (row: QuestionRow, figures: Figures): Question => ({
  id: row.id,
  class_id: row.classId,
  topic_id: row.topicId,
  topic_name: row.topicName,
  name: row.name,
  stem: row.stem,
  choices: row.choices,
  multiple_response: row.multipleResponse,
  explanation: row.explanation,
  reference: row.reference,
  learning_objective: row.learningObjective,
  status: row.status,
  figure: figureOf(row.figureHash, figures),
  version: row.version,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

type VersionRow = Awaited<ReturnType<typeof listQuestionVersions>>[number];
export const toQuestionVersion = (row: VersionRow, figures: Figures): QuestionVersion => ({
  version: row.version,
  stem: row.stem,
  choices: row.choices,
  multiple_response: row.multipleResponse,
  explanation: row.explanation,
  reference: row.reference,
  learning_objective: row.learningObjective,
  figure: figureOf(row.figureHash, figures),
  frozen: row.frozen,
  created_at: iso(row.createdAt),
});

type ListRow = Awaited<ReturnType<typeof listQuestions>>['items'][number];
export const toQuestionListItem = (row: ListRow): QuestionListItem => ({
  id: row.id,
  topic_id: row.topicId,
  topic_name: row.topicName,
  name: row.name,
  stem: row.stem,
  status: row.status,
  learning_objective: row.learningObjective,
  multiple_response: row.multipleResponse,
  choice_count: row.choiceCount,
  has_figure: row.hasFigure,
  open_reports: row.openReports,
  version: row.version,
  updated_at: iso(row.updatedAt),
});

export const toFlashcard = (row: FlashcardRow, figures: Figures): Flashcard => ({
  id: row.id,
  class_id: row.classId,
  topic_id: row.topicId,
  topic_name: row.topicName,
  front: row.front,
  back: row.back,
  figure: figureOf(row.figureHash, figures),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export const toQuiz = (row: QuizRow): Quiz => ({
  id: row.id,
  class_id: row.classId,
  topic_id: row.topicId,
  kind: row.kind,
  title: row.title,
  selection: row.selection,
  question_ids: row.questionIds,
  random_count: row.randomCount,
  time_limit_minutes: row.timeLimitMinutes,
  pass_mark: row.passMark,
  shuffle_questions: row.shuffleQuestions,
  shuffle_choices: row.shuffleChoices,
  explanation_mode: row.explanationMode,
  status: row.status,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** limit/offset of a 1-based page. */
export const pageWindow = (query: { page: number; page_size: number }) => ({
  limit: query.page_size,
  offset: (query.page - 1) * query.page_size,
});
