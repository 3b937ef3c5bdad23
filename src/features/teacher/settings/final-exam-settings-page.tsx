import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/final-exam-settings: content comes in a later release. */
export function FinalExamSettingsPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Final exam settings" classId={classId} />;
}
