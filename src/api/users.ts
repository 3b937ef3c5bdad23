import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeBody, UserMe } from '../../contract/users';
import { apiPath } from '../../contract/paths';
import { getAuthState } from '../lib/session/auth-store';
import { apiFetch } from './http-client';

export const userKeys = { me: ['users', 'me'] as const };

/**
 * The signed-in user for the session (initialisation, session checks): unparsed, because the auth
 * store validates it ('User data invalid or missing ID'). `sessionHandling: false` leaves a 401 to
 * the caller.
 */
export const loadSessionUser = (options: { sessionHandling?: boolean } = {}) =>
  apiFetch<unknown>(apiPath('usersMe'), { sessionHandling: options.sessionHandling ?? false });

/** `POST /users/logout`: ends the server session; never fails the sign-out. */
export async function postLogout() {
  try {
    await apiFetch(apiPath('usersLogout'), { method: 'POST', sessionHandling: false });
  } catch {
    // Signing out locally goes on when the server cannot be reached or the session is gone.
  }
}

export const meQuery = () =>
  queryOptions({
    queryKey: userKeys.me,
    queryFn: ({ signal }) => apiFetch<UserMe>(apiPath('usersMe'), { signal }),
  });

export const useMe = () => useQuery(meQuery());

/** `PATCH /users/me`: updates the name; the stored user follows. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) =>
      apiFetch<UserMe>(apiPath('usersMe'), { method: 'PATCH', body }),
    onSuccess: (me) => {
      queryClient.setQueryData(userKeys.me, me);
      if (getAuthState().user?.id === me.id) getAuthState().setUser(me);
    },
  });
}
