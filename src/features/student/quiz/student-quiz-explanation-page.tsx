import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { attemptQuery } from '../../../api/attempts';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { ReviewedQuestion } from '../../../components/attempt/attempt-review';
import { paths } from '../../../lib/paths';
import { useFocusHeading } from './use-focus-heading';

/**
 * …/quiz/:id/explanation (quiz layout), immediate mode: the answer just locked in — right or wrong,
 * the correct answer, the explanation and the reference — and Next.
 */
export function StudentQuizExplanationPage() {
  const classId = useIdParam('classId');
  const quizId = useIdParam('id');
  const [search] = useSearchParams();
  const attemptId = Number(search.get('attempt')) || 0;
  const slot = Number(search.get('slot')) || 0;
  const attempt = useQuery({ ...attemptQuery(attemptId), enabled: attemptId > 0, staleTime: 0 });
  // After Check, the verdict is the new content: focus goes to it once it has loaded.
  const { headingRef } = useFocusHeading(attempt.isSuccess);
  if (attemptId === 0) {
    return <EmptyState title="No answer to explain">Check an answer in the quiz first.</EmptyState>;
  }
  return (
    <QueryStates
      query={attempt}
      what="The explanation"
      loading={<Skeleton variant="rounded" height={240} />}
    >
      {(data) => {
        const index = data.questions.findIndex((question) => question.slot === slot);
        const question = data.questions[index];
        const feedback = data.locked_results.find((entry) => entry.slot === slot);
        const answer = data.answers.find((entry) => entry.slot === slot);
        const next = data.questions[index + 1];
        const back = paths.student.quiz.href({
          classId,
          id: quizId,
          attempt: attemptId,
          q: next?.slot ?? slot,
        });
        if (!question || !feedback) {
          return <Alert severity="info">This answer has not been checked yet.</Alert>;
        }
        return (
          <Stack spacing={2}>
            <PageHeader
              headingRef={headingRef}
              title={feedback.correct ? 'Right!' : 'Not quite'}
              subtitle={data.quiz_title}
            />
            <ReviewedQuestion
              number={index + 1}
              attemptId={attemptId}
              canReport
              item={{
                slot,
                question_id: question.question_id,
                stem: question.stem,
                figure_url: question.figure_url,
                choices: question.choices,
                chosen_ids: answer?.choice_ids ?? [],
                correct_choice_ids: feedback.correct_choice_ids,
                correct: feedback.correct,
                flagged: answer?.flagged ?? false,
                explanation: feedback.explanation,
                reference: feedback.reference,
              }}
            />
            <Button
              variant="contained"
              component={RouterLink}
              to={back}
              sx={{ alignSelf: 'flex-end' }}
            >
              {next ? 'Next question' : 'Back to the quiz'}
            </Button>
          </Stack>
        );
      }}
    </QueryStates>
  );
}
