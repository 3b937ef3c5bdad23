import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /student/classes/:classId/performance: content comes in a later release. */
export function StudentPerformancePage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Performance" classId={classId} />;
}
