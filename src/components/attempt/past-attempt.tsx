import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useAttemptResult } from '../../api/attempts';
import { PageHeader } from '../page-header/page-header';
import { QueryStates } from '../query-states/query-states';
import { AttemptResultView } from './attempt-result-view';
import { AttemptReviewList, type AnswerOwner } from './attempt-review';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One past attempt: its result and its review (the student's history, or the teacher's view of
 * a student's attempt, which names the student: `owner`).
 */
export function PastAttempt({
  attemptId,
  canReport,
  owner,
}: {
  attemptId: number;
  canReport: boolean;
  owner?: AnswerOwner;
}) {
  const result = useAttemptResult(attemptId);
  return (
    <QueryStates
      query={result}
      what="The attempt"
      loading={<Skeleton variant="rounded" height={240} />}
    >
      {(data) => (
        <Stack spacing={3}>
          <PageHeader
            title={data.quiz_title}
            subtitle={
              owner
                ? `${owner.name ?? 'A student'}'s attempt of ${dateTime(data.started_at)}`
                : `Attempt of ${dateTime(data.started_at)}`
            }
          />
          <AttemptResultView result={data} />
          <AttemptReviewList attemptId={attemptId} canReport={canReport} owner={owner} />
        </Stack>
      )}
    </QueryStates>
  );
}
