import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Flag from '@mui/icons-material/Flag';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { AttemptView } from '../../../../../contract/attempts';
import { QuestionPanel } from '../../../../components/question/question-panel';
import { isAnswered } from './answers';
import { CountdownDisplay } from './countdown-display';
import { APP_BAR_TOP, PINNED_TOP, PinnedBar } from './pinned-bar';
import { QuestionNavigator } from './question-navigator';
import { SaveStatus } from './save-status';
import { SubmitDialog } from './submit-dialog';
import { useAttemptAnswers } from './use-attempt-answers';
import { useAttemptSubmit } from './use-attempt-submit';
import { useCheckAnswer } from './use-check-answer';
import { useCurrentSlot } from './use-current-slot';
import { useQuizKeys } from './use-quiz-keys';
import { useTooLateNotice } from './use-too-late-notice';
import { useFocusHeading } from '../use-focus-heading';
import { paths } from '../../../../lib/paths';

/**
 * An open attempt, one question at a time. Every change shows at once and is saved through the
 * outbox; moving on never waits for the network.
 */
export function QuizTaking({ attempt, offsetMs }: { attempt: AttemptView; offsetMs: number }) {
  const navigate = useNavigate();
  const { answers, latest, pending, online, choose, toggleFlag } = useAttemptAnswers(attempt);
  const slots = useMemo(() => attempt.questions.map((question) => question.slot), [attempt]);
  const { current, currentRef, go } = useCurrentSlot(slots);
  const { headingRef, topRef } = useFocusHeading(current);
  const index = slots.indexOf(current);
  const question = attempt.questions[index];
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const locked = useMemo(
    () => new Set(attempt.answers.filter((a) => a.locked).map((a) => a.slot)),
    [attempt],
  );
  const verdicts = useMemo(
    () => new Map(attempt.locked_results.map((result) => [result.slot, result.correct])),
    [attempt],
  );

  const reportSubmitFailure = useCallback((failure: string | null) => {
    setProblem(failure);
    if (failure !== null) setConfirming(false);
  }, []);
  const showResult = useCallback(
    () =>
      void navigate(
        paths.student.quizResult.href({
          classId: attempt.class_id,
          id: attempt.quiz_id,
          attempt: attempt.id,
        }),
      ),
    [attempt, navigate],
  );
  const showExplanation = useCallback(
    (slot: number) =>
      void navigate(
        paths.student.quizExplanation.href({
          classId: attempt.class_id,
          id: attempt.quiz_id,
          attempt: attempt.id,
          slot,
        }),
      ),
    [attempt, navigate],
  );

  useTooLateNotice(attempt.id, setProblem);
  const { submitting, submit } = useAttemptSubmit({
    attempt,
    latest,
    report: reportSubmitFailure,
    onSubmitted: showResult,
  });
  const check = useCheckAnswer({
    attemptId: attempt.id,
    report: setProblem,
    onLocked: showExplanation,
  });
  const immediate = attempt.explanation_mode === 'immediate';
  const checkKey = useCallback(
    (slot: number) => {
      if (isAnswered(latest().get(slot))) void check(slot);
    },
    [latest, check],
  );
  useQuizKeys({
    check: immediate ? checkKey : undefined,
    questions: attempt.questions,
    currentRef,
    locked,
    enabled: !confirming,
    choose,
    toggleFlag,
    go,
  });

  if (!question) return null;
  const answer = answers.get(question.slot);
  const numberOf = (slot: number) => slots.indexOf(slot) + 1;
  const unanswered = slots.filter((slot) => !isAnswered(answers.get(slot))).map(numberOf);
  const flagged = slots.filter((slot) => answers.get(slot)?.flagged).map(numberOf);
  const isLocked = locked.has(question.slot);

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {attempt.quiz_title}
      </Typography>
      {attempt.deadline_at && (
        <PinnedBar>
          <CountdownDisplay
            deadlineAt={attempt.deadline_at}
            offsetMs={offsetMs}
            onTimeUp={() => void submit()}
          />
        </PinnedBar>
      )}
      <SaveStatus pending={pending} online={online} />
      {problem && (
        <Alert severity="warning" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Paper
        ref={topRef}
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 3 },
          scrollMarginTop: attempt.deadline_at ? PINNED_TOP : APP_BAR_TOP,
        }}
      >
        <QuestionPanel
          key={question.slot}
          headingRef={headingRef}
          question={question}
          number={index + 1}
          total={slots.length}
          chosen={answer?.choiceIds ?? []}
          disabled={isLocked}
          onChoose={(choiceId) => choose(question.slot, choiceId, question.multiple)}
        />
        <Divider sx={{ my: 2 }} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          <Button
            variant="outlined"
            color={answer?.flagged ? 'warning' : 'inherit'}
            startIcon={answer?.flagged ? <Flag /> : <FlagOutlined />}
            aria-pressed={answer?.flagged ?? false}
            onClick={() => toggleFlag(question.slot)}
          >
            {answer?.flagged ? 'Flagged' : 'Flag for later'}
          </Button>
          <Stack direction="row" spacing={1}>
            <Button disabled={index === 0} onClick={() => go(slots[index - 1]!)}>
              Previous
            </Button>
            {immediate && !isLocked && (
              <Button
                variant="outlined"
                disabled={!isAnswered(answer)}
                onClick={() => void check(question.slot)}
              >
                Check
              </Button>
            )}
            {isLocked && (
              <Button
                variant="outlined"
                component={RouterLink}
                to={paths.student.quizExplanation.href({
                  classId: attempt.class_id,
                  id: attempt.quiz_id,
                  attempt: attempt.id,
                  slot: question.slot,
                })}
              >
                Explanation
              </Button>
            )}
            {index < slots.length - 1 ? (
              <Button variant="contained" onClick={() => go(slots[index + 1]!)}>
                Next
              </Button>
            ) : (
              <Button variant="contained" onClick={() => setConfirming(true)}>
                Finish
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      <Box>
        <QuestionNavigator
          slots={slots}
          current={current}
          answers={answers}
          verdicts={verdicts}
          onGo={go}
        />
        <Stack
          direction="row"
          sx={{
            mt: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Keys: 1–6 or A–E choose, ← → move, F flags{immediate ? ', Enter checks' : ''}.
          </Typography>
          <Button variant="outlined" onClick={() => setConfirming(true)}>
            Submit
          </Button>
        </Stack>
      </Box>
      <SubmitDialog
        open={confirming}
        unanswered={unanswered}
        flagged={flagged}
        submitting={submitting}
        onGo={(number) => {
          setConfirming(false);
          go(slots[number - 1]!);
        }}
        onCancel={() => setConfirming(false)}
        onSubmit={() => void submit()}
      />
    </Stack>
  );
}
