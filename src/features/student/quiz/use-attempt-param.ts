import { useSearchParams } from 'react-router';
import { useClassQuizList } from '../../../api/attempts';
import { useIdParam } from '../../../components/routing/route-params';

/**
 * The attempt a result, review or explanation page shows: `?attempt=` in the address, else the
 * student's latest finished attempt at the quiz.
 */
export function useAttemptParam() {
  const classId = useIdParam('classId');
  const quizId = useIdParam('id');
  const [search] = useSearchParams();
  const fromAddress = Number(search.get('attempt')) || null;
  const list = useClassQuizList(classId);
  const latest = list.data?.quizzes.find((quiz) => quiz.id === quizId)?.last_attempt_id ?? null;
  return {
    classId,
    quizId,
    attemptId: fromAddress ?? latest,
    pending: fromAddress === null && list.isPending,
  };
}
