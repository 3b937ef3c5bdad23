import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  RIGHT_ANSWERS_TO_LEAVE,
  type MissedAnswerResult,
  type MissedQuestion,
  type MissedQuestionSession,
} from '../../../../contract/missed-questions';
import { REVIEW_DURATION_MAX_MS } from '../../../../contract/study-timing';
import { ReviewedQuestion } from '../../../components/attempt/attempt-review';
import { QuestionPanel } from '../../../components/question/question-panel';
import { formatInterval } from '../flashcards/scheduling-preview';
import { SummaryFigures } from '../flashcards/session-summary';
import { useFocusHeading } from '../quiz/use-focus-heading';
import { answerMissedQuestion } from './answer-outbox';
import { keepAnswer } from './offline-session';

/** `queued`: answered offline, to be checked by the server when the connection returns. */
type Tally = { reviewed: number; right: number; left: number; queued: number };

/** What the queue does with the question after this answer. */
export function queueNote(result: MissedAnswerResult, now: number) {
  if (result.left_queue) {
    return `Right ${RIGHT_ANSWERS_TO_LEAVE} times in a row: this question leaves your queue.`;
  }
  const next = result.schedule ? Date.parse(result.schedule.due_at) - now : 0;
  const when = `It comes back in ${formatInterval(next)}.`;
  return result.correct
    ? `Right ${result.right_streak} of ${RIGHT_ANSWERS_TO_LEAVE} times in a row. ${when}`
    : `Missed again. ${when}`;
}

/** One pass through the due missed questions, one at a time, each graded by the server. */
export function MissedReviewSession({
  classId,
  session,
  clockOffsetMs,
  classTo,
  onRestart,
}: {
  classId: number;
  session: MissedQuestionSession;
  /** The server's clock less this device's: an answer says when it was given, on the server's. */
  clockOffsetMs: number;
  classTo: string;
  onRestart: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<number[]>([]);
  const [tally, setTally] = useState<Tally>({ reviewed: 0, right: 0, left: 0, queued: 0 });
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, [index]);
  const question = session.questions[index];
  const answer = useMutation({
    mutationFn: async (asked: MissedQuestion) => {
      const reviewId = crypto.randomUUID();
      const outcome = await answerMissedQuestion({
        classId,
        questionId: asked.question_id,
        body: {
          review_id: reviewId,
          version: asked.version,
          choice_ids: chosen,
          duration_ms: Math.min(Date.now() - shownAt.current, REVIEW_DURATION_MAX_MS),
          reviewed_at: new Date(Date.now() + clockOffsetMs).toISOString(),
        },
      });
      keepAnswer(classId, { id: reviewId, questionId: asked.question_id });
      return outcome.kind === 'graded'
        ? { ...outcome.result, note: queueNote(outcome.result, Date.now()) }
        : null;
    },
    onSuccess: (result) =>
      setTally((before) => ({
        reviewed: before.reviewed + 1,
        right: before.right + (result?.correct ? 1 : 0),
        left: before.left + (result?.left_queue ? 1 : 0),
        queued: before.queued + (result ? 0 : 1),
      })),
  });
  const result = answer.data;
  const answered = answer.isSuccess;
  const { headingRef, topRef } = useFocusHeading(`${index}-${answered ? 'answered' : 'asked'}`);

  const next = () => {
    answer.reset();
    setChosen([]);
    setIndex((value) => value + 1);
  };

  if (!question) return <MissedSummary tally={tally} classTo={classTo} onRestart={onRestart} />;

  const choose = (choiceId: number) =>
    setChosen((before) =>
      question.multiple
        ? before.includes(choiceId)
          ? before.filter((id) => id !== choiceId)
          : [...before, choiceId]
        : [choiceId],
    );
  const check = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length > 0 && !answer.isPending) answer.mutate(question);
  };
  const position = `${index + 1} of ${session.questions.length}`;
  const nextButton = (
    <Box>
      <Button variant="contained" onClick={next}>
        {index + 1 < session.questions.length ? 'Next question' : 'Finish'}
      </Button>
    </Box>
  );

  return (
    <Box ref={topRef} sx={{ scrollMarginTop: 80 }}>
      {answered && !result ? (
        <Stack spacing={2}>
          <Typography variant="h5" component="h2" ref={headingRef} tabIndex={-1}>
            Answer saved
            <Typography component="span" variant="body1" sx={{ ml: 1, color: 'text.secondary' }}>
              · question {position}
            </Typography>
          </Typography>
          <Alert severity="info">
            You’re offline: your answer is kept on this device and will be checked when you’re back
            online. The explanation shows when you review this question again.
          </Alert>
          {nextButton}
        </Stack>
      ) : result ? (
        <Stack spacing={2}>
          <Typography variant="h5" component="h2" ref={headingRef} tabIndex={-1}>
            {result.correct ? 'Right' : 'Not quite'}
            <Typography component="span" variant="body1" sx={{ ml: 1, color: 'text.secondary' }}>
              · question {position}
            </Typography>
          </Typography>
          <Alert severity={result.correct ? 'success' : 'info'}>{result.note}</Alert>
          <ReviewedQuestion
            number={index + 1}
            attemptId={0}
            canReport={false}
            item={{
              slot: index + 1,
              question_id: question.question_id,
              stem: question.stem,
              figure_url: question.figure_url,
              choices: question.choices,
              chosen_ids: chosen,
              correct_choice_ids: result.correct_choice_ids,
              correct: result.correct,
              flagged: false,
              explanation: result.explanation,
              reference: result.reference,
            }}
          />
          {nextButton}
        </Stack>
      ) : (
        <Paper
          component="form"
          variant="outlined"
          onSubmit={check}
          aria-label={`Missed question ${position}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Stack spacing={2}>
            <QuestionPanel
              question={{ ...question, slot: index + 1 }}
              number={index + 1}
              total={session.questions.length}
              chosen={chosen}
              onChoose={choose}
              disabled={answer.isPending}
              headingRef={headingRef}
            />
            {answer.isError && (
              <Alert severity="error">
                {answer.error.message || 'Your answer could not be checked. Try again.'}
              </Alert>
            )}
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={chosen.length === 0}
                loading={answer.isPending}
              >
                Check answer
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}

/** The end of a pass: how it went, and the way on. */
function MissedSummary({
  tally,
  classTo,
  onRestart,
}: {
  tally: Tally;
  classTo: string;
  onRestart: () => void;
}) {
  const { headingRef } = useFocusHeading('summary');
  const figures = [
    { label: 'Questions answered', value: tally.reviewed },
    { label: 'Right', value: tally.right },
    { label: 'Left the queue', value: tally.left },
  ];
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom ref={headingRef} tabIndex={-1}>
        Missed questions done
      </Typography>
      <SummaryFigures figures={figures} columns={3} />
      {tally.queued > 0 ? (
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {tally.queued === 1 ? '1 answer' : `${tally.queued} answers`} given offline will be
          checked when you’re back online.
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        <Button variant="contained" onClick={onRestart}>
          Check for more
        </Button>
        <Button component={RouterLink} to={classTo}>
          Back to the class
        </Button>
      </Box>
    </Paper>
  );
}
