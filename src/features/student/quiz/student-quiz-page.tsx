import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorCode } from '../../../../contract/error-codes';
import { isApiError } from '../../../api/api-error';
import { attemptKeys, useClassQuizList } from '../../../api/attempts';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { LoadError } from '../../../components/load-error/load-error';
import { PageHeader } from '../../../components/page-header/page-header';
import { PaintedScreen } from '../../../components/start-up-shell/start-up-shell';
import { useIdParam } from '../../../components/routing/route-params';
import { QuizIntro } from './quiz-intro';
import { storedOpenAttemptId } from './taking/attempt-store';
import { startAndRemember } from './taking/start-attempt';
import { paths } from '../../../lib/paths';
import { QuizTaking } from './taking/quiz-taking';
import { useOpenAttempt } from './taking/use-open-attempt';

const Loading = () => (
  <Stack spacing={2} aria-busy="true" aria-label="Loading the quiz">
    <Skeleton variant="text" width="40%" height={48} />
    <Skeleton variant="rounded" height={220} />
  </Stack>
);

/**
 * /student/classes/:classId/quiz/:id (quiz layout): the intro with Start or Resume, then the open
 * attempt (`?attempt=`), which a reload, a second tab or offline use finds again.
 */
export function StudentQuizPage() {
  const classId = useIdParam('classId');
  const quizId = useIdParam('id');
  const [search, setSearch] = useSearchParams();
  const attemptId = Number(search.get('attempt')) || null;
  const knowledgeTest = search.get('focus') === 'knowledge_test';
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The server's reason a drill of other questions is open (the student may replace it). */
  const [otherDrill, setOtherDrill] = useState<string | null>(null);

  const openAttempt = useOpenAttempt(attemptId);
  // The question, its choices and the navigator are drawn as a deferred value, in slices of a few
  // milliseconds between which the browser stays responsive, where an update from the data would
  // draw them in one long task (bench:lighthouse, the quiz page).
  const attemptReady = useDeferredValue(!openAttempt.isPending);
  const list = useClassQuizList(classId);

  const showAttempt = useCallback(
    (id: number) =>
      setSearch(
        (params) => {
          const next = new URLSearchParams(params);
          next.set('attempt', String(id));
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  // Offline without the attempt in the address: the attempt this device had open at the quiz.
  useEffect(() => {
    if (attemptId !== null || navigator.onLine) return;
    void storedOpenAttemptId(quizId).then((stored) => {
      if (stored !== undefined) showAttempt(stored);
    });
  }, [quizId, attemptId, showAttempt]);

  const start = async (replaceOpen = false) => {
    setStarting(true);
    setProblem(null);
    try {
      const attempt = await startAndRemember(
        quizId,
        knowledgeTest
          ? { focus: 'knowledge_test', ...(replaceOpen && { replace_open: true }) }
          : {},
      );
      void queryClient.invalidateQueries({ queryKey: attemptKeys.classQuizzes(classId) });
      setOtherDrill(null);
      showAttempt(attempt.id);
    } catch (error) {
      if (isApiError(error) && error.errorCode === ErrorCode.OTHER_DRILL_OPEN) {
        setOtherDrill(error.message);
        return;
      }
      setOtherDrill(null);
      setProblem(
        isApiError(error) ? error.message : 'The quiz could not start: check your connection.',
      );
    } finally {
      setStarting(false);
    }
  };

  if (attemptId !== null) {
    // What the server painted of this attempt stays on screen until the app draws it.
    if (openAttempt.isPending || !attemptReady) {
      return <PaintedScreen kind="quiz" fallback={<Loading />} />;
    }
    // A failed fetch on regaining focus keeps the attempt on screen.
    if (openAttempt.isError && !openAttempt.data) {
      return <LoadError what="The attempt" onRetry={() => void openAttempt.refetch()} />;
    }
    const { attempt, offsetMs } = openAttempt.data;
    if (attempt.status !== 'open') {
      return (
        <Navigate
          to={paths.student.quizResult.href({ classId, id: quizId, attempt: attempt.id })}
          replace
        />
      );
    }
    return <QuizTaking attempt={attempt} offsetMs={offsetMs} />;
  }

  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadError what="The quiz" onRetry={() => void list.refetch()} />;
  const quiz = list.data.quizzes.find((entry) => entry.id === quizId);
  if (!quiz) {
    return (
      <>
        <PageHeader title="Quiz" />
        <EmptyState title="This quiz is not available">
          It may not be published yet, or it belongs to another class.
        </EmptyState>
      </>
    );
  }
  const codesDrill = knowledgeTest && quiz.kind === 'drill';
  return (
    <>
      <QuizIntro
        classId={classId}
        quiz={
          // The drill on the knowledge-test codes does not need weak topics (the server checks its
          // codes), and starting it resumes only a drill of those codes (the server tells).
          codesDrill ? { ...quiz, unavailable_reason: null, open_attempt_id: null } : quiz
        }
        note={
          codesDrill
            ? 'This drill practises the questions matching the codes of your knowledge-test report.'
            : undefined
        }
        starting={starting}
        problem={problem}
        onStart={() =>
          quiz.open_attempt_id !== null && !codesDrill
            ? showAttempt(quiz.open_attempt_id)
            : void start()
        }
      />
      {otherDrill !== null && (
        <ConfirmDialog
          title="Replace the open drill?"
          confirmLabel="Replace it"
          busy={starting}
          onConfirm={() => void start(true)}
          onClose={() => setOtherDrill(null)}
        >
          {otherDrill}
        </ConfirmDialog>
      )}
    </>
  );
}
