import { useParams } from 'react-router';
import { parseIdText } from '../../../contract/id-text';

/** The route parameters of spec §3; each is a positive integer id. */
export type IdParam =
  | 'classId'
  | 'id'
  | 'quizId'
  | 'quizid'
  | 'attemptId'
  | 'topicID'
  | 'flashcardID'
  | 'quesID'
  | 'stdID';

/** The id a route parameter names, or null when it is not a positive integer. */
export function parseIdParam(value: string | undefined): number | null {
  if (value === undefined) return null;
  return parseIdText(value);
}

/**
 * The numeric value of a route parameter. The route tree rejects invalid parameters with a 404
 * before a page renders, so a page can rely on it.
 */
export function useIdParam(name: IdParam): number {
  const params = useParams();
  const id = parseIdParam(params[name]);
  if (id === null) throw new Error(`Route parameter ${name} is not a positive integer.`);
  return id;
}
