import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /student/classes/:classId/quiz/:id/review (review layout): content comes in a later release. */
export function StudentQuizReviewPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Quiz review" classId={classId} />;
}
