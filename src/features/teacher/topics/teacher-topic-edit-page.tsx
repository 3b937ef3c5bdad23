import { useTopic, useUpdateTopic } from '../../../api/topics';
import { useIdParam } from '../../../components/routing/route-params';
import { ClassFormPage } from '../class-page/class-form-page';
import { TopicForm } from './topic-form';
import { paths } from '../../../lib/paths';

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
          cancelTo={paths.teacher.topic.href({ classId, topicID: topicId })}
          onSave={async (values) => {
            await update.mutateAsync(values);
            return paths.teacher.topic.href({ classId, topicID: topicId });
          }}
        />
      )}
    </ClassFormPage>
  );
}
