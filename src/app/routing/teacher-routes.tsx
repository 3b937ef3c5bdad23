import { Navigate, type RouteObject } from 'react-router';
import { idParamsLoader } from './id-params-loader';
import { lazyPage } from './lazy-page';
import { named } from './route-handle';

export const TEACHER_CLASS_PATH = 'teacher/classes/:classId';

/**
 * The screens of one class, relative to /teacher/classes/:classId, in the default layout (spec §2:
 * the default layout unless a page sets another).
 */
export const teacherClassRoutes: RouteObject[] = [
  // Not a screen of its own: a class opens on its topics.
  {
    index: true,
    ...named('teacher-class-index'),
    element: <Navigate to="topics" replace />,
  },
  {
    path: 'class-settings',
    ...named('teacher-class-settings'),
    lazy: lazyPage(
      () => import('../../features/teacher/settings/class-settings-page'),
      (m) => m.ClassSettingsPage,
    ),
  },
  {
    path: 'final-exam-settings',
    ...named('teacher-final-exam-settings'),
    lazy: lazyPage(
      () => import('../../features/teacher/settings/final-exam-settings-page'),
      (m) => m.FinalExamSettingsPage,
    ),
  },
  {
    path: 'weak-areas-settings',
    ...named('teacher-weak-areas-settings'),
    lazy: lazyPage(
      () => import('../../features/teacher/settings/weak-areas-settings-page'),
      (m) => m.WeakAreasSettingsPage,
    ),
  },
  {
    path: 'flashcards',
    ...named('teacher-flashcards'),
    lazy: lazyPage(
      () => import('../../features/teacher/flashcards/teacher-flashcards-page'),
      (m) => m.TeacherFlashcardsPage,
    ),
  },
  {
    path: 'flashcards/add',
    ...named('teacher-flashcard-add'),
    lazy: lazyPage(
      () => import('../../features/teacher/flashcards/teacher-flashcard-add-page'),
      (m) => m.TeacherFlashcardAddPage,
    ),
  },
  {
    path: 'flashcards/:flashcardID/edit',
    ...named('teacher-flashcard-edit'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/flashcards/teacher-flashcard-edit-page'),
      (m) => m.TeacherFlashcardEditPage,
    ),
  },
  {
    path: 'questions',
    ...named('teacher-questions'),
    lazy: lazyPage(
      () => import('../../features/teacher/questions/teacher-questions-page'),
      (m) => m.TeacherQuestionsPage,
    ),
  },
  {
    path: 'questions/add',
    ...named('teacher-question-add'),
    lazy: lazyPage(
      () => import('../../features/teacher/questions/teacher-question-add-page'),
      (m) => m.TeacherQuestionAddPage,
    ),
  },
  {
    path: 'questions/:quesID/edit',
    ...named('teacher-question-edit'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/questions/teacher-question-edit-page'),
      (m) => m.TeacherQuestionEditPage,
    ),
  },
  {
    path: 'students',
    ...named('teacher-students'),
    lazy: lazyPage(
      () => import('../../features/teacher/students/teacher-students-page'),
      (m) => m.TeacherStudentsPage,
    ),
  },
  {
    path: 'students/:stdID/performance',
    ...named('teacher-student-performance'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/students/teacher-student-performance-page'),
      (m) => m.TeacherStudentPerformancePage,
    ),
  },
  {
    path: 'students/:stdID/quiz/:quizId/attempt/:attemptId',
    ...named('teacher-student-attempt'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/students/teacher-student-attempt-page'),
      (m) => m.TeacherStudentAttemptPage,
    ),
  },
  {
    path: 'topics',
    ...named('teacher-topics'),
    lazy: lazyPage(
      () => import('../../features/teacher/topics/teacher-topics-page'),
      (m) => m.TeacherTopicsPage,
    ),
  },
  {
    path: 'topics/add',
    ...named('teacher-topic-add'),
    lazy: lazyPage(
      () => import('../../features/teacher/topics/teacher-topic-add-page'),
      (m) => m.TeacherTopicAddPage,
    ),
  },
  {
    path: 'topics/:topicID',
    ...named('teacher-topic-detail'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/topics/teacher-topic-detail-page'),
      (m) => m.TeacherTopicDetailPage,
    ),
  },
  {
    path: 'topics/:topicID/edit',
    ...named('teacher-topic-edit'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/topics/teacher-topic-edit-page'),
      (m) => m.TeacherTopicEditPage,
    ),
  },
  {
    path: 'topics/:topicID/quizzes',
    ...named('teacher-topic-quizzes'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/quizzes/teacher-topic-quizzes-page'),
      (m) => m.TeacherTopicQuizzesPage,
    ),
  },
  {
    path: 'topics/:topicID/quizzes/:quizid',
    ...named('teacher-topic-quiz-detail'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/quizzes/teacher-topic-quiz-detail-page'),
      (m) => m.TeacherTopicQuizDetailPage,
    ),
  },
];

/**
 * The two class screens in the teacher layout (spec §2: "teacher layout on the detail page"). Full
 * paths: their layout route has none, and the loader checks every parameter, classId included.
 */
export const teacherClassDetailRoutes: RouteObject[] = [
  {
    path: `${TEACHER_CLASS_PATH}/flashcards/:flashcardID`,
    ...named('teacher-flashcard-detail'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/flashcards/teacher-flashcard-detail-page'),
      (m) => m.TeacherFlashcardDetailPage,
    ),
  },
  {
    path: `${TEACHER_CLASS_PATH}/questions/:quesID`,
    ...named('teacher-question-detail'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/questions/teacher-question-detail-page'),
      (m) => m.TeacherQuestionDetailPage,
    ),
  },
];
