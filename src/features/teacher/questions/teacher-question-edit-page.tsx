import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/questions/:quesID/edit: content comes in a later release. */
export function TeacherQuestionEditPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Edit question" classId={classId} />;
}
