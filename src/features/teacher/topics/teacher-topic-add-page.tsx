import { useCreateTopic } from '../../../api/topics';
import { useClass } from '../../../api/classes';
import { PageHeader } from '../../../components/page-header/page-header';
import { useIdParam } from '../../../components/routing/route-params';
import { bankPaths } from '../bank/bank-paths';
import { TopicForm } from './topic-form';

/** /teacher/classes/:classId/topics/add: a new topic, placed last. */
export function TeacherTopicAddPage() {
  const classId = useIdParam('classId');
  const classSummary = useClass(classId);
  const create = useCreateTopic(classId);
  return (
    <>
      <PageHeader
        title="Add a topic"
        overline={classSummary.data?.name}
        overlineLoading={classSummary.isPending}
      />
      <TopicForm
        saved={{ name: '', description: '' }}
        submitLabel="Add topic"
        cancelTo={bankPaths.topics(classId)}
        onSave={async (values) => bankPaths.topic(classId, (await create.mutateAsync(values)).id)}
      />
    </>
  );
}
