import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/questions: content comes in a later release. */
export function TeacherQuestionsPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Questions" classId={classId} />;
}
