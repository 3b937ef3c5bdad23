import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/flashcards: content comes in a later release. */
export function TeacherFlashcardsPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Flashcards" classId={classId} />;
}
