import { useClass } from '../../../api/classes';
import { FlashcardDuePanel } from '../../../components/flashcard-due/flashcard-due-panel';
import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /student/classes/:classId/performance: the class home (its flashcards due; more to come). */
export function StudentPerformancePage() {
  const classId = useIdParam('classId');
  const { data } = useClass(classId);
  return (
    <PlannedScreen title="Performance" classId={classId}>
      <FlashcardDuePanel
        title="Flashcards"
        due={data?.due_flashcards}
        newLeft={data?.new_flashcards_left}
        studyTo={`/student/classes/${classId}/flashCard`}
      />
    </PlannedScreen>
  );
}
