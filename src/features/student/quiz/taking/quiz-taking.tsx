import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Flag from '@mui/icons-material/Flag';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { AttemptView } from '../../../../../contract/attempts';
import { ErrorCode } from '../../../../../contract/error-codes';
import { isApiError } from '../../../../api/api-error';
import { lockAnswer, submitAttempt } from '../../../../api/attempts';
import { answerOutbox, onAnswerDropped } from './answer-outbox';
import { isAnswered } from './answers';
import { forgetOpenAttempt } from './attempt-store';
import { CountdownDisplay } from './countdown-display';
import { quizKeyAction } from './keyboard';
import { QuestionNavigator } from './question-navigator';
import { QuestionPanel } from '../../../../components/question/question-panel';
import { SaveStatus } from './save-status';
import { SubmitDialog } from './submit-dialog';
import { useAttemptAnswers } from './use-attempt-answers';

export const quizPaths = {
  quiz: (classId: number, quizId: number) => `/student/classes/${classId}/quiz/${quizId}`,
  result: (classId: number, quizId: number, attemptId: number) =>
    `/student/classes/${classId}/quiz/${quizId}/result?attempt=${attemptId}`,
  review: (classId: number, quizId: number, attemptId: number) =>
    `/student/classes/${classId}/quiz/${quizId}/review?attempt=${attemptId}`,
  explanation: (classId: number, quizId: number, attemptId: number, slot: number) =>
    `/student/classes/${classId}/quiz/${quizId}/explanation?attempt=${attemptId}&slot=${slot}`,
};

const OFFLINE_SUBMIT_MESSAGE =
  "You're offline: your answers are safe on this device. Submit again when you're back online.";
const OFFLINE_CHECK_MESSAGE =
  'Checking an answer needs a connection: try again when you are online.';

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) &&
  !(target instanceof HTMLInputElement && ['radio', 'checkbox'].includes(target.type));

/**
 * An open attempt, one question at a time. Every change shows at once and is saved through the
 * outbox; moving on never waits for the network.
 */
export function QuizTaking({ attempt, offsetMs }: { attempt: AttemptView; offsetMs: number }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { answers, pending, online, choose, toggleFlag } = useAttemptAnswers(attempt);
  const slots = useMemo(() => attempt.questions.map((question) => question.slot), [attempt]);
  const [current, setCurrent] = useState(() => {
    const requested = Number(search.get('q'));
    return slots.includes(requested) ? requested : (slots[0] ?? 1);
  });
  // The keys act on the question on screen even when pressed faster than React renders.
  const currentRef = useRef(current);
  const index = slots.indexOf(current);
  const question = attempt.questions[index];
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const locked = new Set(attempt.answers.filter((a) => a.locked).map((a) => a.slot));
  const answersRef = useRef(answers);
  useEffect(() => {
    answersRef.current = answers;
  }, [answers]);

  useEffect(() => {
    onAnswerDropped((item, error) => {
      if (item.attemptId !== attempt.id) return;
      if (isApiError(error) && error.errorCode === ErrorCode.ANSWER_TOO_LATE) {
        setProblem('Time was up: an answer reached the server too late to count.');
      }
    });
  }, [attempt.id]);

  /**
   * Shows another question at once: React state, with the address updated in place (no router
   * navigation, so nothing waits) so that a reload comes back to it.
   */
  const go = useCallback((slot: number) => {
    currentRef.current = slot;
    setCurrent(slot);
    const url = new URL(window.location.href);
    url.searchParams.set('q', String(slot));
    window.history.replaceState(window.history.state, '', url);
  }, []);

  const submit = useCallback(async () => {
    setSubmitting(true);
    setProblem(null);
    try {
      // Whatever the outbox still holds goes with the submit: nothing is lost.
      const carried = [...answersRef.current.values()].map((answer) => ({
        slot: answer.slot,
        choice_ids: answer.choiceIds,
        client_seq: answer.clientSeq,
        flagged: answer.flagged,
      }));
      await submitAttempt(attempt.id, { answers: carried });
      await forgetOpenAttempt(attempt.quiz_id);
      void answerOutbox().flush();
      void navigate(quizPaths.result(attempt.class_id, attempt.quiz_id, attempt.id));
    } catch (error) {
      setProblem(isApiError(error) ? error.message : OFFLINE_SUBMIT_MESSAGE);
      setSubmitting(false);
      setConfirming(false);
    }
  }, [attempt, navigate]);

  const check = async () => {
    if (!question) return;
    setProblem(null);
    try {
      await answerOutbox().flush();
      await lockAnswer(attempt.id, question.slot);
      void navigate(
        quizPaths.explanation(attempt.class_id, attempt.quiz_id, attempt.id, question.slot),
      );
    } catch (error) {
      setProblem(isApiError(error) ? error.message : OFFLINE_CHECK_MESSAGE);
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (confirming || event.altKey || event.ctrlKey || event.metaKey) return;
      if (typingIn(event.target)) return;
      const at = slots.indexOf(currentRef.current);
      const shown = attempt.questions[at];
      if (!shown) return;
      const action = quizKeyAction(event.key, shown.choices.length);
      if (!action) return;
      event.preventDefault();
      if (action.type === 'choose' && !locked.has(shown.slot)) {
        const choice = shown.choices[action.index];
        if (choice) choose(shown.slot, choice.id, shown.multiple);
      } else if (action.type === 'flag') {
        toggleFlag(shown.slot);
      } else if (action.type === 'next' && at < slots.length - 1) {
        go(slots[at + 1]!);
      } else if (action.type === 'previous' && at > 0) {
        go(slots[at - 1]!);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!question) return null;
  const answer = answers.get(question.slot);
  const numberOf = (slot: number) => slots.indexOf(slot) + 1;
  const unanswered = slots.filter((slot) => !isAnswered(answers.get(slot))).map(numberOf);
  const flagged = slots.filter((slot) => answers.get(slot)?.flagged).map(numberOf);
  const immediate = attempt.explanation_mode === 'immediate';
  const isLocked = locked.has(question.slot);

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          {attempt.quiz_title}
        </Typography>
        {attempt.deadline_at && (
          <CountdownDisplay
            deadlineAt={attempt.deadline_at}
            offsetMs={offsetMs}
            onTimeUp={() => void submit()}
          />
        )}
      </Stack>
      <SaveStatus pending={pending} online={online} />
      {problem && (
        <Alert severity="warning" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <QuestionPanel
          key={question.slot}
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
                onClick={() => void check()}
              >
                Check
              </Button>
            )}
            {isLocked && (
              <Button
                variant="outlined"
                component={RouterLink}
                to={quizPaths.explanation(
                  attempt.class_id,
                  attempt.quiz_id,
                  attempt.id,
                  question.slot,
                )}
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
        <QuestionNavigator slots={slots} current={current} answers={answers} onGo={go} />
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
            Keys: 1–6 or A–E choose, ← → move, F flags.
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
