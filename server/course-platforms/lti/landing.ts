import { fillTemplate } from '../../../contract/path-template';
import type { LtiLinkTarget } from '../../db/schema';

/**
 * The SPA screens a launch lands on. The server does not import `src/`: these patterns are the
 * ones of `src/lib/paths.ts`, and a test checks that they still are.
 */
export const LANDING_PATTERNS = {
  studentHome: '/student',
  studentQuiz: '/student/classes/:classId/quiz/:id',
  studentFlashcards: '/student/classes/:classId/flashCard',
  studentTopicFlashcards: '/student/classes/:classId/topic/:id/flashCard',
  teacherClass: '/teacher/classes/:classId',
} as const;

/**
 * Where a launch opens the app: a student the placed quiz or cards (else their home, which shows
 * the class); a teacher the class's page.
 */
export function landingPath(launch: {
  classId: number;
  isTeacher: boolean;
  target: LtiLinkTarget | null;
}) {
  const { classId, target } = launch;
  if (launch.isTeacher) return fillTemplate(LANDING_PATTERNS.teacherClass, { classId });
  if (target?.kind === 'quiz') {
    return fillTemplate(LANDING_PATTERNS.studentQuiz, { classId, id: target.quizId });
  }
  if (target?.kind === 'flashcards') {
    return target.topicId === null
      ? fillTemplate(LANDING_PATTERNS.studentFlashcards, { classId })
      : fillTemplate(LANDING_PATTERNS.studentTopicFlashcards, { classId, id: target.topicId });
  }
  return LANDING_PATTERNS.studentHome;
}
