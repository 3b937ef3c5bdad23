import { useCreateFlashcard } from '../../../api/flashcards';
import { useTopics } from '../../../api/topics';
import { useIdParam } from '../../../components/routing/route-params';
import { AddTopicFirst } from '../bank/add-topic-first';
import { useWantedTopic } from '../bank/use-wanted-topic';
import { ClassFormPage } from '../class-page/class-form-page';
import { FlashcardForm } from './flashcard-form';
import { paths } from '../../../lib/paths';

/** /teacher/classes/:classId/flashcards/add (`?topic=ID` preselects the topic). */
export function TeacherFlashcardAddPage() {
  const classId = useIdParam('classId');
  const create = useCreateFlashcard(classId);
  const topicOf = useWantedTopic();
  const classTopics = useTopics(classId);
  return (
    <ClassFormPage
      classId={classId}
      title="Add a flashcard"
      query={classTopics}
      what="The topics"
      formHeight={400}
      empty={<AddTopicFirst classId={classId} what="flashcard" />}
    >
      {(topics) => (
        <FlashcardForm
          classId={classId}
          topics={topics}
          saved={{ topic_id: topicOf(topics), front: '', back: '', figure_hash: null }}
          submitLabel="Save flashcard"
          cancelTo={paths.teacher.flashcards.href({ classId })}
          onSave={async (values) =>
            paths.teacher.flashcard.href({
              classId,
              flashcardID: (await create.mutateAsync(values)).id,
            })
          }
        />
      )}
    </ClassFormPage>
  );
}
