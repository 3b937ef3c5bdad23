import type { QueryClient } from '@tanstack/react-query';
import { Role } from '../../../contract/roles';
import { classListQuery } from '../../api/classes';
import { paths } from '../../lib/paths';
import type { StoredUser } from '../../lib/session/stored-user';

/** Which class list the first screen at this address shows: null for any other screen. */
function homeAt(pathname: string, user: StoredUser): 'student' | 'teacher' | null {
  if (pathname === paths.student.home.href()) return 'student';
  if (pathname === paths.teacher.home.href()) return 'teacher';
  if (pathname === paths.root.href())
    return user.firstRole === Role.STUDENT ? 'student' : 'teacher';
  return null;
}

/**
 * As soon as sign-in knows the user, asks for the data of the screen they are about to see (their
 * classes), instead of waiting for the redirect, the screen's code and its first render.
 */
export function prefetchFirstScreen(queryClient: QueryClient, user: StoredUser) {
  const home = homeAt(window.location.pathname, user);
  if (home === null || user.firstRole === null) return;
  void queryClient.prefetchQuery(classListQuery(home));
}
