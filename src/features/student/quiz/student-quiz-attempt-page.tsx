import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /student/classes/:classId/quiz/:id/attempt/:attemptId: content comes in a later release. */
export function StudentQuizAttemptPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Quiz attempt" classId={classId} />;
}
