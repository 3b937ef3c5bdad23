import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQueries } from '@tanstack/react-query';
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
  const classes = useClassList('student');
  const studied = (classes.data ?? []).filter((entry) => !entry.archived);
  const lists = useQueries({
    queries: studied.map((entry) => classQuizListQuery(entry.id)),
  });
  if (classes.isError || lists.some((list) => list.isError)) {
    const retry = () => {
      void classes.refetch();
      for (const list of lists) if (list.isError) void list.refetch();
    };
    return <LoadError what="Your quizzes" onRetry={retry} />;
  }
  if (classes.isPending || lists.some((list) => list.isPending)) {
    return <Finding what="your quiz" />;
  }
  const target = continueQuizTarget(
    studied.flatMap((entry, index) => {
      const list = lists[index]?.data;
      return list ? [{ classId: entry.id, list }] : [];
    }),
  );
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
