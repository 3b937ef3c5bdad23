import { useCreateQuestion } from '../../../api/questions';
import { useTopics } from '../../../api/topics';
import { useIdParam } from '../../../components/routing/route-params';
import { AddTopicFirst } from '../bank/add-topic-first';
import { useWantedTopic } from '../bank/use-wanted-topic';
import { ClassFormPage } from '../class-page/class-form-page';
import { QuestionForm } from './question-form';
import { newQuestion } from './question-pages-data';
import { paths } from '../../../lib/paths';

/** /teacher/classes/:classId/questions/add (`?topic=ID` preselects the topic). */
export function TeacherQuestionAddPage() {
  const classId = useIdParam('classId');
  const create = useCreateQuestion(classId);
  const topicOf = useWantedTopic();
  const classTopics = useTopics(classId);
  return (
    <ClassFormPage
      classId={classId}
      title="Add a question"
      query={classTopics}
      what="The topics"
      formHeight={480}
      empty={<AddTopicFirst classId={classId} what="question" />}
    >
      {(topics) => (
        <QuestionForm
          classId={classId}
          topics={topics}
          saved={newQuestion(topicOf(topics))}
          submitLabel="Save question"
          cancelTo={paths.teacher.questions.href({ classId })}
          onSave={async (values) =>
            paths.teacher.question.href({ classId, quesID: (await create.mutateAsync(values)).id })
          }
        />
      )}
    </ClassFormPage>
  );
}
