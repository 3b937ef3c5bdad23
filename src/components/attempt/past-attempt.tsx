import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useAttemptResult } from '../../api/attempts';
import { PageHeader } from '../page-header/page-header';
import { QueryStates } from '../query-states/query-states';
import { AttemptResultView } from './attempt-result-view';
import { AttemptReviewList } from './attempt-review';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One past attempt: its result and its review (the student's history, the teacher's view). */
export function PastAttempt({ attemptId, canReport }: { attemptId: number; canReport: boolean }) {
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
            subtitle={`Attempt of ${dateTime(data.started_at)}`}
          />
          <AttemptResultView result={data} />
          <AttemptReviewList attemptId={attemptId} canReport={canReport} />
        </Stack>
      )}
    </QueryStates>
  );
}
