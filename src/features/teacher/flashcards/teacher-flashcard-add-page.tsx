import Skeleton from '@mui/material/Skeleton';
import { useSearchParams } from 'react-router';
import { useClass } from '../../../api/classes';
import { useCreateFlashcard } from '../../../api/flashcards';
import { useTopics } from '../../../api/topics';
import { PageHeader } from '../../../components/page-header/page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { AddTopicFirst } from '../bank/add-topic-first';
import { bankPaths } from '../bank/bank-paths';
import { FlashcardForm } from './flashcard-form';

/** /teacher/classes/:classId/flashcards/add (`?topic=ID` preselects the topic). */
export function TeacherFlashcardAddPage() {
  const classId = useIdParam('classId');
  const classSummary = useClass(classId);
  const topics = useTopics(classId);
  const create = useCreateFlashcard(classId);
  const [params] = useSearchParams();
  const wanted = Number(params.get('topic'));
  return (
    <>
      <PageHeader
        title="Add a flashcard"
        overline={classSummary.data?.name}
        overlineLoading={classSummary.isPending}
      />
      <QueryStates
        query={topics}
        what="The topics"
        loading={<Skeleton variant="rounded" height={400} />}
        empty={<AddTopicFirst classId={classId} what="flashcard" />}
      >
        {(list) => (
          <FlashcardForm
            classId={classId}
            topics={list}
            saved={{
              topic_id: list.find((topic) => topic.id === wanted)?.id ?? list[0]!.id,
              front: '',
              back: '',
              figure_hash: null,
            }}
            submitLabel="Save flashcard"
            cancelTo={bankPaths.flashcards(classId)}
            onSave={async (values) =>
              bankPaths.flashcard(classId, (await create.mutateAsync(values)).id)
            }
          />
        )}
      </QueryStates>
    </>
  );
}
