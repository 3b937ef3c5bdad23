import { useFlashcard, useUpdateFlashcard } from '../../../api/flashcards';
import { useTopics } from '../../../api/topics';
import { bothQueries } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { ClassFormPage } from '../class-page/class-form-page';
import { FlashcardForm } from './flashcard-form';
import { paths } from '../../../lib/paths';

/** /teacher/classes/:classId/flashcards/:flashcardID/edit. */
export function TeacherFlashcardEditPage() {
  const classId = useIdParam('classId');
  const flashcardId = useIdParam('flashcardID');
  const update = useUpdateFlashcard(classId, flashcardId);
  const data = bothQueries(useFlashcard(classId, flashcardId), useTopics(classId));
  return (
    <ClassFormPage
      classId={classId}
      title="Edit flashcard"
      query={data}
      what="The flashcard"
      formHeight={400}
    >
      {([card, topics]) => (
        <FlashcardForm
          classId={classId}
          topics={topics}
          saved={{
            topic_id: card.topic_id,
            front: card.front,
            back: card.back,
            figure_hash: card.figure?.hash ?? null,
          }}
          submitLabel="Save changes"
          cancelTo={paths.teacher.flashcard.href({ classId, flashcardID: flashcardId })}
          onSave={async (values) => {
            await update.mutateAsync(values);
            return paths.teacher.flashcard.href({ classId, flashcardID: flashcardId });
          }}
        />
      )}
    </ClassFormPage>
  );
}
