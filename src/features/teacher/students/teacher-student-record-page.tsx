import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { StudentRecordView } from '../../../components/student-record/student-record-view';
import { useIdParam } from '../../../components/routing/route-params';
import { paths } from '../../../lib/paths';
import { useClass } from '../../../api/classes';
import { Role } from '../../../../contract/roles';

/**
 * /teacher/classes/:classId/students/:stdID/record: the student's record for the instructor to
 * print and sign the logbook from. Superusers see it too; its signature line names the class's
 * teacher, not them, so only a teacher of the class is asked for their certificate.
 */
export function TeacherStudentRecordPage() {
  const classId = useIdParam('classId');
  const studentId = useIdParam('stdID');
  const teachesClass = useClass(classId).data?.my_roles.includes(Role.TEACHER) ?? false;
  return (
    <StudentRecordView
      classId={classId}
      studentId={studentId}
      asInstructor={teachesClass}
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
