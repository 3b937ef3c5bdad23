import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/students/:stdID/quiz/:quizId/attempt/:attemptId: content comes in a later release. */
export function TeacherStudentAttemptPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Quiz attempt" classId={classId} />;
}
