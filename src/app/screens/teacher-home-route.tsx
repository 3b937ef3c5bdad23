import { Navigate } from 'react-router';
import { Role } from '../../../contract/roles';
import { useCurrentUser, useIsSuperuser } from '../../features/auth';
import { TeacherHomePage } from '../../features/teacher/home/teacher-home-page';
import { paths } from '../../lib/paths';

/**
 * /teacher: the classes the user teaches; a superuser sees all of them and may create one. Someone
 * who teaches nothing is sent to their own home.
 */
export function TeacherHomeRoute() {
  const user = useCurrentUser();
  const superuser = useIsSuperuser();
  const teaches = superuser || (user?.roles ?? []).some((entry) => entry.role === Role.TEACHER);
  if (!teaches) return <Navigate to={paths.student.home.href()} replace />;
  return <TeacherHomePage canCreateClass={superuser} />;
}
