import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /student/classes/:classId/flashCard (flashcard layout): content comes in a later release. */
export function StudentFlashcardsPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Flashcards" classId={classId} />;
}
