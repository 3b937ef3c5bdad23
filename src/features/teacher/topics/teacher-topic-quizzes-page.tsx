import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/topics/:topicID/quizzes: content comes in a later release. */
export function TeacherTopicQuizzesPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Quizzes" classId={classId} />;
}
