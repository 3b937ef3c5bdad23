import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/class-settings: content comes in a later release. */
export function ClassSettingsPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Class settings" classId={classId} />;
}
