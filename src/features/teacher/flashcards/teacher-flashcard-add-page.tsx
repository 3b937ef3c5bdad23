import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useClass } from '../../../api/classes';
import { useCreateFlashcard } from '../../../api/flashcards';
import { useTopics } from '../../../api/topics';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
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
        empty={
          <EmptyState
            icon={<ListAltOutlined />}
            title="Add a topic first"
            action={
              <Button variant="contained" component={RouterLink} to={bankPaths.addTopic(classId)}>
                Add topic
              </Button>
            }
          >
            Every flashcard belongs to a topic of the class.
          </EmptyState>
        }
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
