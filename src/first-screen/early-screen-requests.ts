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

const idIn = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * What the screen at `pathname` asks for first, exactly as the app asks for it (the same paths and
 * queries), so a request started before the app's code can answer it (src/api/early-responses.ts).
 */
export function earlyScreenRequests(pathname: string): ScreenRequests {
  if (matchTemplate(paths.student.home.pattern, pathname)) {
    return { now: [{ path: apiPath('classes'), query: { as: 'student' } }], forUser: () => [] };
  }
  const classId = idIn(matchTemplate(paths.student.performance.pattern, pathname)?.classId);
  if (classId === null) return NONE;
  return {
    now: [{ path: apiPath('class', { classId }) }, { path: apiPath('classQuizList', { classId }) }],
    forUser: (userId) => [
      { path: apiPath('studentProgress', { classId, userId }) },
      { path: apiPath('studentPerformance', { classId, userId }) },
      { path: apiPath('studentAttempts', { classId, userId }) },
      { path: apiPath('knowledgeTestCodes', { classId, userId }) },
    ],
  };
}
