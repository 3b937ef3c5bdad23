import type { QueryClient } from '@tanstack/react-query';
import { Role } from '../../../contract/roles';
import { classListQuery } from '../../api/classes';
import type { StoredUser } from '../../lib/session/stored-user';

/**
 * As soon as sign-in knows the user, asks for the data of the screen they are about to see (their
 * classes), instead of waiting for the redirect, the screen's code and its first render.
 */
export function prefetchFirstScreen(queryClient: QueryClient, user: StoredUser) {
  const { pathname } = window.location;
  if (pathname !== '/' && pathname !== '/student' && pathname !== '/teacher') return;
  const home =
    pathname === '/'
      ? user.firstRole === Role.STUDENT
        ? 'student'
        : 'teacher'
      : pathname.slice(1);
  if (user.firstRole === null) return;
  void queryClient.prefetchQuery(classListQuery(home === 'student' ? 'student' : 'teacher'));
}
