import type { Quiz } from '../../../../contract/quizzes';
import { plural } from '../../../../contract/plural';

/** How a quiz gets its questions: "10 random questions", "12 picked questions". */
export const quizQuestionsText = (quiz: Quiz) =>
  quiz.selection === 'random'
    ? plural(quiz.random_count ?? 0, 'random question')
    : plural(quiz.question_ids.length, 'picked question');
