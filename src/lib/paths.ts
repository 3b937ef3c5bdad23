import { fillTemplate, pathParamNames, type PathParams } from '../../contract/path-template';

type QueryValues = Record<string, number | string | undefined>;

/** The values of a screen's address: its parameters (required), any other key goes to the query. */
type HrefArgs<T extends string> = [PathParams<T>] extends [never]
  ? [query?: QueryValues]
  : [values: Record<PathParams<T>, number | string> & QueryValues];

/** One screen of the SPA: its pattern for the route tree and a typed builder for links. */
export type AppRoute<T extends string> = {
  readonly pattern: T;
  /** `paths.student.quizResult.href({classId: 1, id: 2, attempt: 3})` → `…/quiz/2/result?attempt=3` */
  readonly href: (...args: HrefArgs<T>) => string;
};

function route<T extends string>(pattern: T): AppRoute<T> {
  const names = new Set(pathParamNames(pattern));
  return {
    pattern,
    href: (...[values = {}]: HrefArgs<T>) => {
      const params: Record<string, number | string> = {};
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) continue;
        if (names.has(key)) params[key] = value;
        else query.append(key, String(value));
      }
      const search = query.toString();
      return `${fillTemplate(pattern, params)}${search ? `?${search}` : ''}`;
    },
  };
}

/** Anything with a route pattern. */
export type Routed = { readonly pattern: string };

/** A route's pattern relative to an enclosing route's, for a nested route object. */
export function childPattern(parent: Routed, child: Routed): string {
  const prefix = parent.pattern.endsWith('/') ? parent.pattern : `${parent.pattern}/`;
  if (!child.pattern.startsWith(prefix)) {
    throw new Error(`${child.pattern} is not under ${parent.pattern}`);
  }
  return child.pattern.slice(prefix.length);
}

const STUDENT_CLASS = '/student/classes/:classId';
const TEACHER_CLASS = '/teacher/classes/:classId';

/** Every screen of the SPA (spec §2), written once: the route tree and every link use these. */
export const paths = {
  root: route('/'),
  authCallback: route('/auth/callback'),
  login: route('/login'),
  loggedIn: route('/logged-in'),

  student: {
    home: route('/student'),
    /** The app's shortcuts: these pick the class (or the attempt) and go there. */
    reviewDue: route('/student/review-due'),
    continueQuiz: route('/student/continue-quiz'),
    performance: route(`${STUDENT_CLASS}/performance`),
    record: route(`${STUDENT_CLASS}/record`),
    topic: route(`${STUDENT_CLASS}/topic/:id`),
    flashcards: route(`${STUDENT_CLASS}/flashCard`),
    topicFlashcards: route(`${STUDENT_CLASS}/topic/:id/flashCard`),
    missedQuestions: route(`${STUDENT_CLASS}/missed-questions`),
    quiz: route(`${STUDENT_CLASS}/quiz/:id`),
    quizAttempt: route(`${STUDENT_CLASS}/quiz/:id/attempt/:attemptId`),
    quizExplanation: route(`${STUDENT_CLASS}/quiz/:id/explanation`),
    quizResult: route(`${STUDENT_CLASS}/quiz/:id/result`),
    quizReview: route(`${STUDENT_CLASS}/quiz/:id/review`),
  },

  admin: {
    coursePlatforms: route('/admin/course-platforms'),
  },

  teacher: {
    home: route('/teacher'),
    class: route(TEACHER_CLASS),
    classSettings: route(`${TEACHER_CLASS}/class-settings`),
    finalExamSettings: route(`${TEACHER_CLASS}/final-exam-settings`),
    weakAreasSettings: route(`${TEACHER_CLASS}/weak-areas-settings`),
    topics: route(`${TEACHER_CLASS}/topics`),
    addTopic: route(`${TEACHER_CLASS}/topics/add`),
    topic: route(`${TEACHER_CLASS}/topics/:topicID`),
    editTopic: route(`${TEACHER_CLASS}/topics/:topicID/edit`),
    topicQuizzes: route(`${TEACHER_CLASS}/topics/:topicID/quizzes`),
    topicQuiz: route(`${TEACHER_CLASS}/topics/:topicID/quizzes/:quizid`),
    questions: route(`${TEACHER_CLASS}/questions`),
    addQuestion: route(`${TEACHER_CLASS}/questions/add`),
    question: route(`${TEACHER_CLASS}/questions/:quesID`),
    editQuestion: route(`${TEACHER_CLASS}/questions/:quesID/edit`),
    flashcards: route(`${TEACHER_CLASS}/flashcards`),
    addFlashcard: route(`${TEACHER_CLASS}/flashcards/add`),
    flashcard: route(`${TEACHER_CLASS}/flashcards/:flashcardID`),
    editFlashcard: route(`${TEACHER_CLASS}/flashcards/:flashcardID/edit`),
    students: route(`${TEACHER_CLASS}/students`),
    studentPerformance: route(`${TEACHER_CLASS}/students/:stdID/performance`),
    studentRecord: route(`${TEACHER_CLASS}/students/:stdID/record`),
    studentAttempt: route(`${TEACHER_CLASS}/students/:stdID/quiz/:quizId/attempt/:attemptId`),
  },
} as const;
