import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /student/classes/:classId/quiz/:id/explanation (quiz layout): content comes in a later release. */
export function StudentQuizExplanationPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Explanation" classId={classId} />;
}
