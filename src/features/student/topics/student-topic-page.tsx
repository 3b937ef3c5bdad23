import { useFlashcardCounts } from '../../../api/flashcard-reviews';
import { FlashcardDuePanel } from '../../../components/flashcard-due/flashcard-due-panel';
import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /student/classes/:classId/topic/:id: the topic's flashcard deck with its due counts; more to come. */
export function StudentTopicPage() {
  const classId = useIdParam('classId');
  const topicId = useIdParam('id');
  const { data } = useFlashcardCounts(classId, topicId);
  return (
    <PlannedScreen title="Topic" classId={classId}>
      <FlashcardDuePanel
        title="Flashcards in this topic"
        due={data?.due}
        newLeft={data?.new_left}
        studyTo={`/student/classes/${classId}/topic/${topicId}/flashCard`}
      />
    </PlannedScreen>
  );
}
