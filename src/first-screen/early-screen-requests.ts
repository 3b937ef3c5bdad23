import { matchTemplate } from '../../contract/path-template';
import { apiPath } from '../../contract/paths';
import { paths } from '../lib/paths';

/** A GET the app makes: an API path and its query. */
export type EarlyRequest = { path: string; query?: Record<string, string> };

/** The first data requests of the screen at an address: those its address names, and those that need the user's id. */
export type ScreenRequests = {
  now: EarlyRequest[];
  forUser: (userId: number) => EarlyRequest[];
};

const NONE: ScreenRequests = { now: [], forUser: () => [] };
const only = (now: EarlyRequest[]): ScreenRequests => ({ now, forUser: () => [] });

const idIn = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The class home: the class, its quizzes and the student's missed questions, then the student's
 * progress, performance, attempts and codes.
 */
const classHome = (classId: number): ScreenRequests => ({
  now: [
    { path: apiPath('class', { classId }) },
    { path: apiPath('classQuizList', { classId }) },
    { path: apiPath('missedQuestions', { classId }) },
  ],
  forUser: (userId) => [
    { path: apiPath('studentProgress', { classId, userId }) },
    { path: apiPath('studentPerformance', { classId, userId }) },
    { path: apiPath('studentAttempts', { classId, userId }) },
    { path: apiPath('knowledgeTestCodes', { classId, userId }) },
  ],
});

/** The quiz page: the open attempt its address names (`?attempt=`), and the class's quizzes. */
function quiz(classId: number, search: URLSearchParams) {
  const attemptId = idIn(search.get('attempt'));
  return only([
    ...(attemptId === null ? [] : [{ path: apiPath('attempt', { attemptId }) }]),
    { path: apiPath('classQuizList', { classId }) },
  ]);
}

/**
 * A flashcard session in review (its mode when the address has no `?mode=`): the cards due now, of
 * the topic when the address names one, the class, the student's missed questions (the review
 * shows "Missed questions due" above the cards) and desired retention (shown below them).
 */
function flashcards(classId: number, topic: string | undefined, search: URLSearchParams) {
  const topicId = idIn(topic);
  if (search.has('mode') || (topic !== undefined && topicId === null)) return NONE;
  return only([
    {
      path: apiPath('flashcardSession', { classId }),
      query: topicId === null ? { mode: 'review' } : { mode: 'review', topic: String(topicId) },
    },
    { path: apiPath('class', { classId }) },
    { path: apiPath('missedQuestions', { classId }) },
    { path: apiPath('studyRetention', { classId }) },
  ]);
}

type ClassScreen = (
  classId: number,
  values: Record<string, string>,
  search: URLSearchParams,
) => ScreenRequests;

/** The class screens whose data starts early, by address pattern. */
const CLASS_SCREENS: [string, ClassScreen][] = [
  [paths.student.performance.pattern, classHome],
  [paths.student.quiz.pattern, (classId, _values, search) => quiz(classId, search)],
  [
    paths.student.topicFlashcards.pattern,
    (classId, { id }, search) => flashcards(classId, id, search),
  ],
  [
    paths.student.flashcards.pattern,
    (classId, _values, search) => flashcards(classId, undefined, search),
  ],
];

/**
 * What the screen at `pathname` (with its query, `search`) asks for first, exactly as the app asks
 * for it (the same paths and queries), so a request started before the app's code can answer it
 * (src/api/early-responses.ts).
 */
export function earlyScreenRequests(pathname: string, search = ''): ScreenRequests {
  if (matchTemplate(paths.student.home.pattern, pathname)) {
    return only([{ path: apiPath('classes'), query: { as: 'student' } }]);
  }
  for (const [pattern, requests] of CLASS_SCREENS) {
    const values = matchTemplate(pattern, pathname);
    if (!values) continue;
    const classId = idIn(values.classId);
    return classId === null ? NONE : requests(classId, values, new URLSearchParams(search));
  }
  return NONE;
}
