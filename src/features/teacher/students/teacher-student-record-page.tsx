import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { StudentRecordView } from '../../../components/student-record/student-record-view';
import { useIdParam } from '../../../components/routing/route-params';
import { paths } from '../../../lib/paths';

/**
 * /teacher/classes/:classId/students/:stdID/record: the student's record for the instructor to
 * print and sign the logbook from (superusers see it too, with their own name on it).
 */
export function TeacherStudentRecordPage() {
  const classId = useIdParam('classId');
  const studentId = useIdParam('stdID');
  return (
    <StudentRecordView
      classId={classId}
      studentId={studentId}
      asInstructor
      back={
        <Link
          component={RouterLink}
          to={paths.teacher.studentPerformance.href({ classId, stdID: studentId })}
        >
          Back to the student
        </Link>
      }
    />
  );
}
