import { useIdParam } from '../../../components/routing/route-params';
import { FlashcardStudyPage } from './study-page';

/** /student/classes/:classId/flashCard (flashcard layout): the class's whole deck. */
export function StudentFlashcardsPage() {
  return <FlashcardStudyPage classId={useIdParam('classId')} />;
}
