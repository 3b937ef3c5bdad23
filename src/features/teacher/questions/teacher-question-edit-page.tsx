import { useQuestion, useUpdateQuestion } from '../../../api/questions';
import { useTopics } from '../../../api/topics';
import { bothQueries } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { ClassFormPage } from '../class-page/class-form-page';
import { QuestionForm } from './question-form';
import { questionInputOf, versionNotice } from './question-pages-data';
import { paths } from '../../../lib/paths';

/** /teacher/classes/:classId/questions/:quesID/edit: an answered question gets a new version. */
export function TeacherQuestionEditPage() {
  const classId = useIdParam('classId');
  const questionId = useIdParam('quesID');
  const update = useUpdateQuestion(classId, questionId);
  const data = bothQueries(useQuestion(classId, questionId), useTopics(classId));
  return (
    <ClassFormPage
      classId={classId}
      title="Edit question"
      query={data}
      what="The question"
      formHeight={480}
    >
      {([question, topics]) => (
        <QuestionForm
          classId={classId}
          topics={topics}
          saved={questionInputOf(question)}
          notice={versionNotice(question)}
          submitLabel="Save changes"
          cancelTo={paths.teacher.question.href({ classId, quesID: questionId })}
          onSave={async (values) => {
            await update.mutateAsync(values);
            return paths.teacher.question.href({ classId, quesID: questionId });
          }}
        />
      )}
    </ClassFormPage>
  );
}
