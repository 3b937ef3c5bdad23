import { useIsSuperuser } from '../../features/auth';
import { TeacherHomePage } from '../../features/teacher/home/teacher-home-page';

/** /teacher: the classes the user teaches; a superuser sees all of them and may create one. */
export function TeacherHomeRoute() {
  return <TeacherHomePage canCreateClass={useIsSuperuser()} />;
}
