import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /student/classes/:classId/quiz/:id (quiz layout): content comes in a later release. */
export function StudentQuizPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Quiz" classId={classId} />;
}
