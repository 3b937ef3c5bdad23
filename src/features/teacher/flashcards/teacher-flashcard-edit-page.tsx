import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/flashcards/:flashcardID/edit: content comes in a later release. */
export function TeacherFlashcardEditPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Edit flashcard" classId={classId} />;
}
