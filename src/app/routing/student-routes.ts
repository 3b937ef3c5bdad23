import type { RouteObject } from 'react-router';
import { childPattern, paths, type Routed } from '../../lib/paths';
import { idParamsLoader } from './id-params-loader';
import { lazyPage } from './lazy-page';
import { named } from './route-handle';

const { student } = paths;
const path = (screen: Routed) => childPattern(paths.root, screen);

const shortcutRedirects = () => import('../../features/student/shortcuts/shortcut-redirects-page');

/** A class's student screens in the default layout, and the app's shortcuts that pick a class. */
export const studentDefaultLayoutRoutes: RouteObject[] = [
  {
    path: path(student.reviewDue),
    ...named('student-review-due'),
    lazy: lazyPage(shortcutRedirects, (m) => m.ReviewDueRedirect),
  },
  {
    path: path(student.continueQuiz),
    ...named('student-continue-quiz'),
    lazy: lazyPage(shortcutRedirects, (m) => m.ContinueQuizRedirect),
  },
  {
    path: path(student.performance),
    ...named('student-performance'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/student/performance/student-performance-page'),
      (m) => m.StudentPerformancePage,
    ),
  },
  {
    path: path(student.record),
    ...named('student-record'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/student/record/student-record-page'),
      (m) => m.StudentRecordPage,
    ),
  },
  {
    path: path(student.quizAttempt),
    ...named('student-quiz-attempt'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/student/quiz/student-quiz-attempt-page'),
      (m) => m.StudentQuizAttemptPage,
    ),
  },
  {
    path: path(student.topic),
    ...named('student-topic'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/student/topics/student-topic-page'),
      (m) => m.StudentTopicPage,
    ),
  },
];

/** Student screens in the flashcard layout. */
export const studentFlashcardLayoutRoutes: RouteObject[] = [
  {
    path: path(student.flashcards),
    ...named('student-flashcards'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/student/flashcards/student-flashcards-page'),
      (m) => m.StudentFlashcardsPage,
    ),
  },
  {
    path: path(student.topicFlashcards),
    ...named('student-topic-flashcards'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/student/flashcards/student-topic-flashcards-page'),
      (m) => m.StudentTopicFlashcardsPage,
    ),
  },
  {
    path: path(student.missedQuestions),
    ...named('student-missed-questions'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/student/missed-questions/missed-questions-page'),
      (m) => m.MissedQuestionsPage,
    ),
  },
];

/** Student screens in the quiz layout. */
export const studentQuizLayoutRoutes: RouteObject[] = [
  {
    path: path(student.quiz),
    ...named('student-quiz'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/student/quiz/student-quiz-page'),
      (m) => m.StudentQuizPage,
    ),
  },
  {
    path: path(student.quizExplanation),
    ...named('student-quiz-explanation'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/student/quiz/student-quiz-explanation-page'),
      (m) => m.StudentQuizExplanationPage,
    ),
  },
  {
    // The name's 'result' segment lets this screen skip the authentication guard (spec §2).
    path: path(student.quizResult),
    ...named('student-quiz-result'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/student/quiz/student-quiz-result-page'),
      (m) => m.StudentQuizResultPage,
    ),
  },
];

/** Student screens in the review layout. */
export const studentReviewLayoutRoutes: RouteObject[] = [
  {
    path: path(student.quizReview),
    ...named('student-quiz-review'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/student/quiz/student-quiz-review-page'),
      (m) => m.StudentQuizReviewPage,
    ),
  },
];
