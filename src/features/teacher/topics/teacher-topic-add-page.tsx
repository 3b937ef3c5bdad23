import { useCreateTopic } from '../../../api/topics';
import { useIdParam } from '../../../components/routing/route-params';
import { bankPaths } from '../bank/bank-paths';
import { ClassPageHeader } from '../class-page/class-page-header';
import { TopicForm } from './topic-form';

/** /teacher/classes/:classId/topics/add: a new topic, placed last. */
export function TeacherTopicAddPage() {
  const classId = useIdParam('classId');
  const create = useCreateTopic(classId);
  return (
    <>
      <ClassPageHeader classId={classId} title="Add a topic" />
      <TopicForm
        saved={{ name: '', description: '' }}
        submitLabel="Add topic"
        cancelTo={bankPaths.topics(classId)}
        onSave={async (values) => bankPaths.topic(classId, (await create.mutateAsync(values)).id)}
      />
    </>
  );
}
