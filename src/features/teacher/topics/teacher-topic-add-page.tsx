import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/topics/add: content comes in a later release. */
export function TeacherTopicAddPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="New topic" classId={classId} />;
}
