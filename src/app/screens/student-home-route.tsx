import { Role } from '../../../contract/roles';
import { useCurrentUser, useIsSuperuser } from '../../features/auth';
import { StudentHomePage } from '../../features/student/home/student-home-page';
import { useImpersonationStore } from '../../lib/session/impersonation-store';

/** /student: the reader's classes; the empty state fits a teacher, and viewing-as cannot join. */
export function StudentHomeRoute() {
  const user = useCurrentUser();
  const superuser = useIsSuperuser();
  const impersonating = useImpersonationStore((state) => state.impersonatedStudent !== null);
  const teaches =
    !impersonating &&
    (superuser || (user?.roles ?? []).some((entry) => entry.role === Role.TEACHER));
  return <StudentHomePage teaches={teaches} readOnly={impersonating} />;
}
