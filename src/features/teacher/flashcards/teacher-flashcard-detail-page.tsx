import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/flashcards/:flashcardID: content comes in a later release. */
export function TeacherFlashcardDetailPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Flashcard" classId={classId} />;
}
