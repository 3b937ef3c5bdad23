import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/weak-areas-settings: content comes in a later release. */
export function WeakAreasSettingsPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Weak areas settings" classId={classId} />;
}
