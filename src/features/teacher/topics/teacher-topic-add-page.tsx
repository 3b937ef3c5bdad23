import { useCreateTopic } from '../../../api/topics';
import { useIdParam } from '../../../components/routing/route-params';
import { ClassPageHeader } from '../class-page/class-page-header';
import { TopicForm } from './topic-form';
import { paths } from '../../../lib/paths';

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
        cancelTo={paths.teacher.topics.href({ classId })}
        onSave={async (values) =>
          paths.teacher.topic.href({ classId, topicID: (await create.mutateAsync(values)).id })
        }
      />
    </>
  );
}
