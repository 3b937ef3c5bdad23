import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { AttemptReviewList } from '../../../components/attempt/attempt-review';
import { paths } from '../../../lib/paths';
import { useAttemptParam } from './use-attempt-param';

/** …/quiz/:id/review (review layout): the latest (or the given) attempt, question by question. */
export function StudentQuizReviewPage() {
  const { classId, quizId, attemptId, pending } = useAttemptParam();
  if (pending) return <Skeleton variant="rounded" height={240} />;
  return (
    <Stack spacing={2}>
      <PageHeader
        title="Review"
        actions={
          attemptId !== null && (
            <Button
              component={RouterLink}
              to={paths.student.quizResult.href({ classId, id: quizId, attempt: attemptId })}
            >
              Back to the result
            </Button>
          )
        }
      />
      {attemptId === null ? (
        <EmptyState title="Nothing to review yet">Finish an attempt at this quiz first.</EmptyState>
      ) : (
        <AttemptReviewList attemptId={attemptId} canReport />
      )}
    </Stack>
  );
}
