import { useIdParam } from '../../../components/routing/route-params';
import { FlashcardStudyPage } from './study-page';

/** /student/classes/:classId/topic/:id/flashCard (flashcard layout): one topic's deck. */
export function StudentTopicFlashcardsPage() {
  return <FlashcardStudyPage classId={useIdParam('classId')} topicId={useIdParam('id')} />;
}
