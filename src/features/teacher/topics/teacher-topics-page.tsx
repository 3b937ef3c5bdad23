import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/topics: content comes in a later release. */
export function TeacherTopicsPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Topics" classId={classId} />;
}
