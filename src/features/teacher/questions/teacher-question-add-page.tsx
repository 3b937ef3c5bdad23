import Skeleton from '@mui/material/Skeleton';
import { useSearchParams } from 'react-router';
import { useClass } from '../../../api/classes';
import { useCreateQuestion } from '../../../api/questions';
import { useTopics } from '../../../api/topics';
import { PageHeader } from '../../../components/page-header/page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { AddTopicFirst } from '../bank/add-topic-first';
import { bankPaths } from '../bank/bank-paths';
import { QuestionForm } from './question-form';
import { newQuestion } from './question-pages-data';

/** /teacher/classes/:classId/questions/add (`?topic=ID` preselects the topic). */
export function TeacherQuestionAddPage() {
  const classId = useIdParam('classId');
  const classSummary = useClass(classId);
  const topics = useTopics(classId);
  const create = useCreateQuestion(classId);
  const [params] = useSearchParams();
  const wanted = Number(params.get('topic'));
  return (
    <>
      <PageHeader
        title="Add a question"
        overline={classSummary.data?.name}
        overlineLoading={classSummary.isPending}
      />
      <QueryStates
        query={topics}
        what="The topics"
        loading={<Skeleton variant="rounded" height={480} />}
        empty={<AddTopicFirst classId={classId} what="question" />}
      >
        {(list) => (
          <QuestionForm
            classId={classId}
            topics={list}
            saved={newQuestion(list.find((topic) => topic.id === wanted)?.id ?? list[0]!.id)}
            submitLabel="Save question"
            cancelTo={bankPaths.questions(classId)}
            onSave={async (values) =>
              bankPaths.question(classId, (await create.mutateAsync(values)).id)
            }
          />
        )}
      </QueryStates>
    </>
  );
}
