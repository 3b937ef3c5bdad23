import { Navigate, type RouteObject } from 'react-router';
import { childPattern, paths, type Routed } from '../../lib/paths';
import { idParamsLoader } from './id-params-loader';
import { lazyPage } from './lazy-page';
import { named } from './route-handle';

const { teacher } = paths;
/** Relative to the class's route. */
const path = (screen: Routed) => childPattern(teacher.class, screen);

/**
 * The screens of one class, relative to /teacher/classes/:classId, in the default layout (spec §2:
 * the default layout unless a page sets another).
 */
export const teacherClassRoutes: RouteObject[] = [
  // Not a screen of its own: a class opens on its topics.
  {
    index: true,
    ...named('teacher-class-index'),
    element: <Navigate to={path(teacher.topics)} replace />,
  },
  {
    path: path(teacher.classSettings),
    ...named('teacher-class-settings'),
    lazy: lazyPage(
      () => import('../../features/teacher/settings/class-settings-page'),
      (m) => m.ClassSettingsPage,
    ),
  },
  {
    path: path(teacher.finalExamSettings),
    ...named('teacher-final-exam-settings'),
    lazy: lazyPage(
      () => import('../../features/teacher/settings/final-exam-settings-page'),
      (m) => m.FinalExamSettingsPage,
    ),
  },
  {
    path: path(teacher.weakAreasSettings),
    ...named('teacher-weak-areas-settings'),
    lazy: lazyPage(
      () => import('../../features/teacher/settings/weak-areas-settings-page'),
      (m) => m.WeakAreasSettingsPage,
    ),
  },
  {
    path: path(teacher.flashcards),
    ...named('teacher-flashcards'),
    lazy: lazyPage(
      () => import('../../features/teacher/flashcards/teacher-flashcards-page'),
      (m) => m.TeacherFlashcardsPage,
    ),
  },
  {
    path: path(teacher.addFlashcard),
    ...named('teacher-flashcard-add'),
    lazy: lazyPage(
      () => import('../../features/teacher/flashcards/teacher-flashcard-add-page'),
      (m) => m.TeacherFlashcardAddPage,
    ),
  },
  {
    path: path(teacher.editFlashcard),
    ...named('teacher-flashcard-edit'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/flashcards/teacher-flashcard-edit-page'),
      (m) => m.TeacherFlashcardEditPage,
    ),
  },
  {
    path: path(teacher.questions),
    ...named('teacher-questions'),
    lazy: lazyPage(
      () => import('../../features/teacher/questions/teacher-questions-page'),
      (m) => m.TeacherQuestionsPage,
    ),
  },
  {
    path: path(teacher.addQuestion),
    ...named('teacher-question-add'),
    lazy: lazyPage(
      () => import('../../features/teacher/questions/teacher-question-add-page'),
      (m) => m.TeacherQuestionAddPage,
    ),
  },
  {
    path: path(teacher.editQuestion),
    ...named('teacher-question-edit'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/questions/teacher-question-edit-page'),
      (m) => m.TeacherQuestionEditPage,
    ),
  },
  {
    path: path(teacher.students),
    ...named('teacher-students'),
    lazy: lazyPage(
      () => import('../../features/teacher/students/teacher-students-page'),
      (m) => m.TeacherStudentsPage,
    ),
  },
  {
    path: path(teacher.studentPerformance),
    ...named('teacher-student-performance'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/students/teacher-student-performance-page'),
      (m) => m.TeacherStudentPerformancePage,
    ),
  },
  {
    path: path(teacher.studentRecord),
    ...named('teacher-student-record'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/students/teacher-student-record-page'),
      (m) => m.TeacherStudentRecordPage,
    ),
  },
  {
    path: path(teacher.studentAttempt),
    ...named('teacher-student-attempt'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/students/teacher-student-attempt-page'),
      (m) => m.TeacherStudentAttemptPage,
    ),
  },
  {
    path: path(teacher.topics),
    ...named('teacher-topics'),
    lazy: lazyPage(
      () => import('../../features/teacher/topics/teacher-topics-page'),
      (m) => m.TeacherTopicsPage,
    ),
  },
  {
    path: path(teacher.addTopic),
    ...named('teacher-topic-add'),
    lazy: lazyPage(
      () => import('../../features/teacher/topics/teacher-topic-add-page'),
      (m) => m.TeacherTopicAddPage,
    ),
  },
  {
    path: path(teacher.topic),
    ...named('teacher-topic-detail'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/topics/teacher-topic-detail-page'),
      (m) => m.TeacherTopicDetailPage,
    ),
  },
  {
    path: path(teacher.editTopic),
    ...named('teacher-topic-edit'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/topics/teacher-topic-edit-page'),
      (m) => m.TeacherTopicEditPage,
    ),
  },
  {
    path: path(teacher.topicQuizzes),
    ...named('teacher-topic-quizzes'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/quizzes/teacher-topic-quizzes-page'),
      (m) => m.TeacherTopicQuizzesPage,
    ),
  },
  {
    path: path(teacher.topicQuiz),
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
    path: childPattern(paths.root, teacher.flashcard),
    ...named('teacher-flashcard-detail'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/flashcards/teacher-flashcard-detail-page'),
      (m) => m.TeacherFlashcardDetailPage,
    ),
  },
  {
    path: childPattern(paths.root, teacher.question),
    ...named('teacher-question-detail'),
    loader: idParamsLoader,
    lazy: lazyPage(
      () => import('../../features/teacher/questions/teacher-question-detail-page'),
      (m) => m.TeacherQuestionDetailPage,
    ),
  },
];
