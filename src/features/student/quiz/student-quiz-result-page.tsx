import { PlannedScreen } from '../../../components/planned-screen/planned-screen';

/** /student/classes/:classId/quiz/:id/result (quiz layout): content comes in a later release. */
export function StudentQuizResultPage() {
  return <PlannedScreen title="Quiz result" />;
}
