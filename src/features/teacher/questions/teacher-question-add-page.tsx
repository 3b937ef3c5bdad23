import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/questions/add: content comes in a later release. */
export function TeacherQuestionAddPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="New question" classId={classId} />;
}
