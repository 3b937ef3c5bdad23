import type { Executor } from '../../../db/executor';
import type { LtiLinkTarget } from '../../../db/schema';
import { topicInClass } from '../../../repositories/flashcards';
import { getQuiz } from '../../../repositories/quizzes';
import { Claim } from '../claims';

/**
 * The custom parameter a placed link carries to say what it opens. A deep-linking response cannot
 * name the resource link (the platform makes its id afterwards), so the link carries the target
 * and its first launch records it in `lti_resource_links.target`.
 */
export const TARGET_PARAMETER = 'gs_target';

/** `quiz:12`, `flashcards` (the whole class) or `flashcards:3` (one topic). */
export function targetKey(target: LtiLinkTarget) {
  if (target.kind === 'quiz') return `quiz:${target.quizId}`;
  return target.topicId === null ? 'flashcards' : `flashcards:${target.topicId}`;
}

const QUIZ_KEY = /^quiz:([1-9]\d{0,9})$/;
const TOPIC_FLASHCARDS_KEY = /^flashcards:([1-9]\d{0,9})$/;

export function parseTargetKey(key: string): LtiLinkTarget | null {
  const quiz = QUIZ_KEY.exec(key);
  if (quiz) return { kind: 'quiz', quizId: Number(quiz[1]) };
  if (key === 'flashcards') return { kind: 'flashcards', topicId: null };
  const topic = TOPIC_FLASHCARDS_KEY.exec(key);
  if (topic) return { kind: 'flashcards', topicId: Number(topic[1]) };
  return null;
}

/**
 * What a launched link opens, read from its custom parameters (`gs_target=quiz:12`); null when it
 * names nothing Groundschool placed. The launch stores it on the link's first launch. It is a hint
 * the platform echoes, not an authority: the launch still checks the target is in the link's class.
 */
export function targetFromCustom(claims: Record<string, unknown>): LtiLinkTarget | null {
  const custom = claims[Claim.custom];
  if (typeof custom !== 'object' || custom === null) return null;
  const value = (custom as Record<string, unknown>)[TARGET_PARAMETER];
  return typeof value === 'string' ? parseTargetKey(value.trim()) : null;
}

/**
 * Whether a target read from a launch belongs to the class of the link's course: a platform (or
 * a teacher editing custom parameters) could name another class's quiz, which the launch must not
 * record.
 */
export async function isTargetOfClass(db: Executor, classId: number, target: LtiLinkTarget) {
  if (target.kind === 'quiz') return (await getQuiz(db, classId, target.quizId)) !== null;
  return target.topicId === null || topicInClass(db, classId, target.topicId);
}
