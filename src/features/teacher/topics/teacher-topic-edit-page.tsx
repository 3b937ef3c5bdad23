import { useTopic, useUpdateTopic } from '../../../api/topics';
import { useIdParam } from '../../../components/routing/route-params';
import { bankPaths } from '../bank/bank-paths';
import { ClassFormPage } from '../class-page/class-form-page';
import { TopicForm } from './topic-form';

/** /teacher/classes/:classId/topics/:topicID/edit: the topic's name and description. */
export function TeacherTopicEditPage() {
  const classId = useIdParam('classId');
  const topicId = useIdParam('topicID');
  const topic = useTopic(classId, topicId);
  const update = useUpdateTopic(classId, topicId);
  return (
    <ClassFormPage
      classId={classId}
      title={topic.data ? `Edit ${topic.data.name}` : 'Edit topic'}
      query={topic}
      what="The topic"
      formHeight={260}
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
    </ClassFormPage>
  );
}
