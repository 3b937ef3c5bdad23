import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/questions/:quesID: content comes in a later release. */
export function TeacherQuestionDetailPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Question" classId={classId} />;
}
