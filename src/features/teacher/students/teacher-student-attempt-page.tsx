import { useIdParam } from '../../../components/routing/route-params';
import { PastAttempt } from '../../../components/attempt/past-attempt';

/**
 * /teacher/classes/:classId/students/:stdID/quiz/:quizId/attempt/:attemptId: a student's attempt
 * as its review, read-only (every question, whatever the exam's review policy).
 */
export function TeacherStudentAttemptPage() {
  return <PastAttempt attemptId={useIdParam('attemptId')} canReport={false} />;
}
