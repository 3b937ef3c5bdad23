import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /student/classes/:classId/topic/:id: content comes in a later release. */
export function StudentTopicPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Topic" classId={classId} />;
}
