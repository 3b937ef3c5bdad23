import Skeleton from '@mui/material/Skeleton';
import { useClass } from '../../../api/classes';
import { useTopic, useUpdateTopic } from '../../../api/topics';
import { QueryStates } from '../../../components/query-states/query-states';
import { PageHeader } from '../../../components/page-header/page-header';
import { useIdParam } from '../../../components/routing/route-params';
import { bankPaths } from '../bank/bank-paths';
import { TopicForm } from './topic-form';

/** /teacher/classes/:classId/topics/:topicID/edit: the topic's name and description. */
export function TeacherTopicEditPage() {
  const classId = useIdParam('classId');
  const topicId = useIdParam('topicID');
  const classSummary = useClass(classId);
  const topic = useTopic(classId, topicId);
  const update = useUpdateTopic(classId, topicId);
  return (
    <>
      <PageHeader
        title={topic.data ? `Edit ${topic.data.name}` : 'Edit topic'}
        overline={classSummary.data?.name}
        overlineLoading={classSummary.isPending}
      />
      <QueryStates
        query={topic}
        what="The topic"
        loading={<Skeleton variant="rounded" height={260} />}
      >
        {(saved) => (
          <TopicForm
            saved={{ name: saved.name, description: saved.description }}
            submitLabel="Save"
            cancelTo={bankPaths.topic(classId, topicId)}
            onSave={async (values) => {
              await update.mutateAsync(values);
              return bankPaths.topic(classId, topicId);
            }}
          />
        )}
      </QueryStates>
    </>
  );
}
