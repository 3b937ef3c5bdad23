import { PlannedScreen } from '../../../components/planned-screen/planned-screen';
import { useIdParam } from '../../../components/routing/route-params';

/** /teacher/classes/:classId/topics/:topicID/quizzes/:quizid: content comes in a later release. */
export function TeacherTopicQuizDetailPage() {
  const classId = useIdParam('classId');
  return <PlannedScreen title="Quiz" classId={classId} />;
}
