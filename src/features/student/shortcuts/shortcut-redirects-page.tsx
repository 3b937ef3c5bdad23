import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Link as RouterLink } from 'react-router';
import { classQuizListQuery } from '../../../api/attempts';
import { useClassList } from '../../../api/classes';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { LoadError } from '../../../components/load-error/load-error';
import { PageHeader } from '../../../components/page-header/page-header';
import { paths } from '../../../lib/paths';
import { continueQuizTarget, reviewDueTarget } from './shortcut-targets';

const Finding = ({ what }: { what: string }) => (
  <Skeleton variant="rounded" height={160} aria-label={`Finding ${what}`} />
);

/** /student/review-due (the app's "Review due" shortcut): the class with the most due, opened. */
export function ReviewDueRedirect() {
  const classes = useClassList('student');
  if (classes.isError) {
    return <LoadError what="Your classes" onRetry={() => void classes.refetch()} />;
  }
  if (classes.isPending) return <Finding what="your reviews" />;
  return <Navigate replace to={reviewDueTarget(classes.data)} />;
}

/** /student/continue-quiz (the app's "Continue quiz" shortcut): the open attempt, resumed. */
export function ContinueQuizRedirect() {
  const queryClient = useQueryClient();
  const classes = useClassList('student');
  const studied = (classes.data ?? []).filter((entry) => !entry.archived);
  // One query over the classes' quiz lists (useQueries would weigh on every first screen: the
  // framework chunk holds what any screen uses of TanStack Query, see build/chunk-groups.ts).
  const found = useQuery({
    queryKey: ['continue-quiz', studied.map((entry) => entry.id)],
    enabled: classes.isSuccess,
    queryFn: async () =>
      continueQuizTarget(
        await Promise.all(
          studied.map(async (entry) => ({
            classId: entry.id,
            list: await queryClient.fetchQuery(classQuizListQuery(entry.id)),
          })),
        ),
      ),
  });
  if (classes.isError || found.isError) {
    const retry = () => void (classes.isError ? classes.refetch() : found.refetch());
    return <LoadError what="Your quizzes" onRetry={retry} />;
  }
  if (classes.isPending || found.isPending) return <Finding what="your quiz" />;
  const target = found.data;
  if (target) return <Navigate replace to={target} />;
  return (
    <>
      <PageHeader title="Continue quiz" />
      <EmptyState
        icon={<QuizOutlined />}
        title="No quiz in progress"
        action={
          <Button component={RouterLink} to={paths.student.home.href()} variant="contained">
            My classes
          </Button>
        }
      >
        A quiz you start and leave unfinished can be resumed from here.
      </EmptyState>
    </>
  );
}
