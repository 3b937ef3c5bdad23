import { useIdParam } from '../../../components/routing/route-params';
import { PastAttempt } from '../../../components/attempt/past-attempt';

/** /student/classes/:classId/quiz/:id/attempt/:attemptId: one past attempt from the history. */
export function StudentQuizAttemptPage() {
  return <PastAttempt attemptId={useIdParam('attemptId')} canReport />;
}
