import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /student/classes/:classId/topic/:id/flashCard (flashcard layout): content comes in a later release. */
export function StudentTopicFlashcardsPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Topic flashcards" classId={classId} />;
}
