import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { StudentRecordView } from '../../../components/student-record/student-record-view';
import { useIdParam } from '../../../components/routing/route-params';
import { paths } from '../../../lib/paths';
import { useViewerId } from '../../../lib/session/use-viewer-id';

/** /student/classes/:classId/record: the student's own record, as their instructor prints it. */
export function StudentRecordPage() {
  const classId = useIdParam('classId');
  const viewerId = useViewerId();
  if (viewerId === null) return null;
  return (
    <StudentRecordView
      classId={classId}
      studentId={viewerId}
      asInstructor={false}
      back={
        <Link component={RouterLink} to={paths.student.performance.href({ classId })}>
          Back to the class home
        </Link>
      }
    />
  );
}
