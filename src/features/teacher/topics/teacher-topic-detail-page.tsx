import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/topics/:topicID: content comes in a later release. */
export function TeacherTopicDetailPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Topic" classId={classId} />;
}
