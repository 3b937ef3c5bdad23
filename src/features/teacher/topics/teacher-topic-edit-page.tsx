import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/topics/:topicID/edit: content comes in a later release. */
export function TeacherTopicEditPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Edit topic" classId={classId} />;
}
