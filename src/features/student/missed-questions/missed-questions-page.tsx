import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { classKeys, useClass } from '../../../api/classes';
import { missedQuestionKeys } from '../../../api/missed-questions';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { LoadError } from '../../../components/load-error/load-error';
import { PageHeader } from '../../../components/page-header/page-header';
import { useIdParam } from '../../../components/routing/route-params';
import { paths } from '../../../lib/paths';
import { OfflineNotice } from '../flashcards/offline-notice';
import { formatInterval } from '../flashcards/scheduling-preview';
import { MissedReviewSession } from './missed-review-session';
import { useMissedStudySession } from './offline-session';

/**
 * /student/classes/:classId/missed-questions: the questions the student missed that are due
 * again, asked with their choices reshuffled and graded by the server.
 */
export function MissedQuestionsPage() {
  const classId = useIdParam('classId');
  const classQuery = useClass(classId);
  const kept = useMissedStudySession(classId);
  const { data } = kept;
  const queryClient = useQueryClient();
  const classTo = paths.student.performance.href({ classId });

  // Leaving: the counts on the class home and in the daily review are out of date.
  useEffect(
    () => () => {
      void queryClient.invalidateQueries({ queryKey: missedQuestionKeys.all });
      void queryClient.invalidateQueries({ queryKey: classKeys.all });
    },
    [queryClient],
  );

  return (
    <>
      <PageHeader
        title="Missed questions"
        overline={classQuery.data?.name}
        overlineLoading={classQuery.isPending}
      />
      {data?.offline ? (
        <OfflineNotice>
          Offline — these questions were kept on this device. Your answers will be checked when
          you’re back online.
        </OfflineNotice>
      ) : null}
      {kept.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label="Loading the missed questions" />
      ) : kept.isError || !data ? (
        <LoadError what="The missed questions" onRetry={() => void kept.refetch()} />
      ) : data.session.questions.length === 0 ? (
        <EmptyState
          icon={<ReplayOutlined />}
          title="No missed questions due"
          action={
            <Button component={RouterLink} to={classTo}>
              Back to the class
            </Button>
          }
        >
          {data.session.counts.next_due_at
            ? `${data.session.counts.queued} in your queue; the next is due in ${formatInterval(
                Date.parse(data.session.counts.next_due_at) - Date.parse(data.session.server_time),
              )}.`
            : 'A question you miss in a quiz, the final exam or a drill comes back here.'}
        </EmptyState>
      ) : (
        <MissedReviewSession
          key={kept.dataUpdatedAt}
          classId={classId}
          session={data.session}
          clockOffsetMs={data.clockOffsetMs}
          classTo={classTo}
          onRestart={() => void kept.refetch()}
        />
      )}
    </>
  );
}
