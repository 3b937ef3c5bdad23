import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Quiz, QuizInput } from '../../../../contract/quizzes';
import { useDeleteQuiz, useQuiz, useUpdateQuiz } from '../../../api/quizzes';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { ClassPageHeader } from '../class-page/class-page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { paths } from '../../../lib/paths';
import { StatusChip } from '../bank/status-chip';
import { QuizForm } from './quiz-form';
import { quizQuestionsText } from './quiz-text';

const inputOf = (quiz: Quiz): QuizInput => ({
  title: quiz.title,
  selection: quiz.selection,
  question_ids: quiz.question_ids,
  random_count: quiz.random_count,
  time_limit_minutes: quiz.time_limit_minutes,
  pass_mark: quiz.pass_mark,
  shuffle_questions: quiz.shuffle_questions,
  shuffle_choices: quiz.shuffle_choices,
  explanation_mode: quiz.explanation_mode,
  status: quiz.status,
});

/** /teacher/classes/:classId/topics/:topicID/quizzes/:quizid: the quiz's settings; publish, delete. */
export function TeacherTopicQuizDetailPage() {
  const classId = useIdParam('classId');
  const topicId = useIdParam('topicID');
  const quizId = useIdParam('quizid');
  const quiz = useQuiz(classId, quizId);
  return (
    <QueryStates query={quiz} what="The quiz" loading={<Skeleton variant="rounded" height={480} />}>
      {(loaded) => <QuizDetail classId={classId} topicId={topicId} quiz={loaded} />}
    </QueryStates>
  );
}

function QuizDetail({ classId, topicId, quiz }: { classId: number; topicId: number; quiz: Quiz }) {
  const update = useUpdateQuiz(classId, quiz.id);
  const remove = useDeleteQuiz(classId);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const back = paths.teacher.topicQuizzes.href({ classId, topicID: topicId });
  return (
    <>
      <ClassPageHeader
        classId={classId}
        title={quiz.title}
        subtitle={
          <>
            <StatusChip status={quiz.status} /> {quizQuestionsText(quiz)}
          </>
        }
      />
      <QuizForm
        classId={classId}
        topicId={topicId}
        saved={inputOf(quiz)}
        submitLabel="Save quiz"
        extraActions={
          <>
            <Button component={RouterLink} to={back}>
              Back to the quizzes
            </Button>
            <Button
              color="error"
              startIcon={<DeleteOutlineRounded />}
              onClick={() => setDeleting(true)}
            >
              Delete
            </Button>
          </>
        }
        onSave={async (values) => {
          await update.mutateAsync(values);
          return back;
        }}
      />
      {deleting && (
        <ConfirmDialog
          title={`Delete ${quiz.title}?`}
          confirmLabel="Delete quiz"
          busy={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() => remove.mutate(quiz.id, { onSuccess: () => void navigate(back) })}
        >
          Students can no longer take it. Their past attempts stay on record.
        </ConfirmDialog>
      )}
    </>
  );
}
