import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useNavigate, Link as RouterLink } from 'react-router';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { useAttemptResult } from '../../../api/attempts';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { AttemptResultView } from '../../../components/attempt/attempt-result-view';
import { startAndRemember } from './taking/start-attempt';
import { paths } from '../../../lib/paths';
import { useAttemptParam } from './use-attempt-param';
import { ReadOnlyNote } from '../../../components/read-only/read-only-note';
import { useReadOnly } from '../../../lib/session/use-read-only';
import Alert from '@mui/material/Alert';

/** …/quiz/:id/result (quiz layout): the result of the latest (or the given) attempt. */
export function StudentQuizResultPage() {
  const { classId, quizId, attemptId, pending } = useAttemptParam();
  const result = useAttemptResult(attemptId);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const { readOnly } = useReadOnly();

  const retakeMissed = async (sourceId: number) => {
    setProblem(null);
    try {
      const attempt = await startAndRemember(quizId, { retake_of: sourceId });
      void navigate(paths.student.quiz.href({ classId, id: quizId, attempt: attempt.id }));
    } catch (error) {
      setProblem(
        isApiError(error) ? error.message : 'The retake could not start: check your connection.',
      );
    }
  };

  if (pending) return <Skeleton variant="rounded" height={240} />;
  if (attemptId === null) {
    return (
      <>
        <PageHeader title="Result" />
        <EmptyState title="No result yet">
          Finish an attempt at this quiz to see its result.
        </EmptyState>
      </>
    );
  }
  return (
    <QueryStates
      query={result}
      what="The result"
      loading={<Skeleton variant="rounded" height={240} />}
    >
      {(data) => (
        <Stack spacing={2}>
          <PageHeader title={data.quiz_title} subtitle="Result" />
          {problem && <Alert severity="warning">{problem}</Alert>}
          <AttemptResultView
            result={data}
            actions={
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {data.review_available !== 'score_only' && (
                  <Button
                    variant="contained"
                    component={RouterLink}
                    to={paths.student.quizReview.href({
                      classId,
                      id: quizId,
                      attempt: data.attempt_id,
                    })}
                  >
                    Review answers
                  </Button>
                )}
                {data.can_retake_missed && (
                  <Button
                    variant="outlined"
                    disabled={readOnly}
                    onClick={() => void retakeMissed(data.attempt_id)}
                  >
                    Retake the questions I missed
                  </Button>
                )}
                <Button component={RouterLink} to={paths.student.performance.href({ classId })}>
                  Back to the class
                </Button>
                {data.can_retake_missed && <ReadOnlyNote />}
              </Stack>
            }
          />
        </Stack>
      )}
    </QueryStates>
  );
}
