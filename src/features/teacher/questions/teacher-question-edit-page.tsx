import Skeleton from '@mui/material/Skeleton';
import { useClass } from '../../../api/classes';
import { useQuestion, useUpdateQuestion } from '../../../api/questions';
import { useTopics } from '../../../api/topics';
import { PageHeader } from '../../../components/page-header/page-header';
import { bothQueries, QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { bankPaths } from '../bank/bank-paths';
import { QuestionForm } from './question-form';
import { questionInputOf, versionNotice } from './question-pages-data';

/** /teacher/classes/:classId/questions/:quesID/edit: an answered question gets a new version. */
export function TeacherQuestionEditPage() {
  const classId = useIdParam('classId');
  const questionId = useIdParam('quesID');
  const classSummary = useClass(classId);
  const data = bothQueries(useQuestion(classId, questionId), useTopics(classId));
  const update = useUpdateQuestion(classId, questionId);
  return (
    <>
      <PageHeader
        title="Edit question"
        overline={classSummary.data?.name}
        overlineLoading={classSummary.isPending}
      />
      <QueryStates
        query={data}
        what="The question"
        loading={<Skeleton variant="rounded" height={480} />}
      >
        {([question, topics]) => (
          <QuestionForm
            classId={classId}
            topics={topics}
            saved={questionInputOf(question)}
            notice={versionNotice(question)}
            submitLabel="Save changes"
            cancelTo={bankPaths.question(classId, questionId)}
            onSave={async (values) => {
              await update.mutateAsync(values);
              return bankPaths.question(classId, questionId);
            }}
          />
        )}
      </QueryStates>
    </>
  );
}
