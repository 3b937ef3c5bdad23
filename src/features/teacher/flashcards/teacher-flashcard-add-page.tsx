import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/flashcards/add: content comes in a later release. */
export function TeacherFlashcardAddPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="New flashcard" classId={classId} />;
}
