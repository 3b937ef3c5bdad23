import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/students/:stdID/performance: content comes in a later release. */
export function TeacherStudentPerformancePage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Student performance" classId={classId} />;
}
