import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AttemptView } from '../../../../../contract/attempts';
import { afterFirstPaint } from '../../../../lib/after-first-paint';
import { isAnswered } from './answers';
import { useAllAnswers, type AnswersStore } from './answers-store';
import { CountdownDisplay } from './countdown-display';
import { PinnedBar } from './pinned-bar';
import { QuestionStage } from './question-stage';
import { QuestionNavigator } from './question-navigator';
import { SaveStatus } from './save-status';
import { useAttemptAnswers } from './use-attempt-answers';
import { useAttemptSubmit } from './use-attempt-submit';
import { useCheckAnswer } from './use-check-answer';
import { useCurrentSlot } from './use-current-slot';
import { useQuizKeys } from './use-quiz-keys';
import { useTooLateNotice } from './use-too-late-notice';
import { paths } from '../../../../lib/paths';
import { quizKeysHint } from '../../../../../contract/study-texts';

const loadSubmitDialog = () => import('./submit-dialog');
// Loaded after the first paint (not needed to show a question), in time for Finish, even offline.
const SubmitDialog = lazy(() =>
  loadSubmitDialog().then((module) => ({ default: module.SubmitDialog })),
);

/** The submit dialog with the questions still unanswered and those flagged, as they are now. */
function SubmitConfirmation({
  store,
  slots,
  ...props
}: {
  store: AnswersStore;
  slots: readonly number[];
  open: boolean;
  submitting: boolean;
  onGo: (number: number) => void;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const answers = useAllAnswers(store);
  const numbersOf = (keep: (slot: number) => boolean) =>
    slots.flatMap((slot, index) => (keep(slot) ? [index + 1] : []));
  return (
    <Suspense fallback={null}>
      <SubmitDialog
        unanswered={numbersOf((slot) => !isAnswered(answers.get(slot)))}
        flagged={numbersOf((slot) => answers.get(slot)?.flagged === true)}
        {...props}
      />
    </Suspense>
  );
}

/**
 * An open attempt, one question at a time. Every change shows at once and is saved through the
 * outbox; moving on never waits for the network. The answers live in a store read slot by slot
 * (the question on screen, each navigator button), so a choice re-renders only what it changes.
 */
export function QuizTaking({ attempt, offsetMs }: { attempt: AttemptView; offsetMs: number }) {
  const navigate = useNavigate();
  const { store, latest, choose, toggleFlag } = useAttemptAnswers(attempt);
  const slots = useMemo(() => attempt.questions.map((question) => question.slot), [attempt]);
  const { store: currentStore, currentRef, go } = useCurrentSlot(slots);
  const [confirming, setConfirming] = useState(false);
  // Once opened, the dialog stays mounted so that it can animate closed.
  const [confirmed, setConfirmed] = useState(false);
  const confirm = useCallback(() => {
    setConfirmed(true);
    setConfirming(true);
  }, []);
  useEffect(() => afterFirstPaint(() => void loadSubmitDialog()), []);
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

  const checkSlot = useCallback((slot: number) => void check(slot), [check]);
  const submitNow = useCallback(() => void submit(), [submit]);
  const cancel = useCallback(() => setConfirming(false), []);
  const goToNumber = useCallback(
    (number: number) => {
      setConfirming(false);
      go(slots[number - 1]!);
    },
    [go, slots],
  );

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
            onTimeUp={submitNow}
          />
        </PinnedBar>
      )}
      <SaveStatus />
      {problem && (
        <Alert severity="warning" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <QuestionStage
        attempt={attempt}
        slots={slots}
        currentStore={currentStore}
        store={store}
        locked={locked}
        immediate={immediate}
        choose={choose}
        toggleFlag={toggleFlag}
        check={checkSlot}
        go={go}
        onFinish={confirm}
      />
      <Box>
        <QuestionNavigator
          slots={slots}
          currentStore={currentStore}
          store={store}
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
            {quizKeysHint(immediate)}
          </Typography>
          <Button variant="outlined" onClick={confirm}>
            Submit
          </Button>
        </Stack>
      </Box>
      {confirmed && (
        <SubmitConfirmation
          store={store}
          slots={slots}
          open={confirming}
          submitting={submitting}
          onGo={goToNumber}
          onCancel={cancel}
          onSubmit={submitNow}
        />
      )}
    </Stack>
  );
}
