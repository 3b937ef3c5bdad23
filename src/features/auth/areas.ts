import { Role } from '../../../contract/roles';
import type { ClassRole } from '../../lib/session/stored-user';

/** The parts of the app each kept for some roles: a class as its student, teaching, and administration. */
export type Area = 'student' | 'teacher' | 'admin';

export type Viewer = { roles: ClassRole[]; isSuperuser: boolean; impersonating: boolean };

const has = (roles: ClassRole[], role: Role) => roles.some((entry) => entry.role === role);

/**
 * Whether a user may open an area's pages: a class as a student with a student role (or while
 * viewing as a student), teaching with a teacher role or as superuser, administration as superuser;
 * viewing the app as a student opens the student's area only. The main navigation offers the same
 * areas.
 */
export function mayOpen(area: Area, { roles, isSuperuser, impersonating }: Viewer): boolean {
  switch (area) {
    case 'student':
      return impersonating || has(roles, Role.STUDENT);
    case 'teacher':
      return !impersonating && (isSuperuser || has(roles, Role.TEACHER));
    case 'admin':
      return isSuperuser && !impersonating;
  }
}
