import { useClassStudents } from '../../../api/classes';
import { useIdParam } from '../../../components/routing/route-params';
import { PastAttempt } from '../../../components/attempt/past-attempt';

/**
 * /teacher/classes/:classId/students/:stdID/quiz/:quizId/attempt/:attemptId: a student's attempt
 * as its review, read-only (every question, whatever the exam's review policy), naming the student
 * whose answers it shows.
 */
export function TeacherStudentAttemptPage() {
  const studentId = useIdParam('stdID');
  const students = useClassStudents(useIdParam('classId'));
  const name = students.data?.find((student) => student.id === studentId)?.name ?? null;
  const attemptId = useIdParam('attemptId');
  return <PastAttempt attemptId={attemptId} canReport={false} owner={{ name }} />;
}
