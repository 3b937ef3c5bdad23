import Skeleton from '@mui/material/Skeleton';
import { useClass } from '../../../api/classes';
import { useFlashcard, useUpdateFlashcard } from '../../../api/flashcards';
import { useTopics } from '../../../api/topics';
import { PageHeader } from '../../../components/page-header/page-header';
import { bothQueries, QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { bankPaths } from '../bank/bank-paths';
import { FlashcardForm } from './flashcard-form';

/** /teacher/classes/:classId/flashcards/:flashcardID/edit. */
export function TeacherFlashcardEditPage() {
  const classId = useIdParam('classId');
  const flashcardId = useIdParam('flashcardID');
  const classSummary = useClass(classId);
  const data = bothQueries(useFlashcard(classId, flashcardId), useTopics(classId));
  const update = useUpdateFlashcard(classId, flashcardId);
  return (
    <>
      <PageHeader
        title="Edit flashcard"
        overline={classSummary.data?.name}
        overlineLoading={classSummary.isPending}
      />
      <QueryStates
        query={data}
        what="The flashcard"
        loading={<Skeleton variant="rounded" height={400} />}
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
            cancelTo={bankPaths.flashcard(classId, flashcardId)}
            onSave={async (values) => {
              await update.mutateAsync(values);
              return bankPaths.flashcard(classId, flashcardId);
            }}
          />
        )}
      </QueryStates>
    </>
  );
}
