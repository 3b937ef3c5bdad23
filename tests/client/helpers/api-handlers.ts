import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import type { ErrorBody, RoleEntry, UserMe } from '../../../contract';

/** MSW handlers typed from contract/ for the client tests. */
export const api = (path: string) => `${window.location.origin}/api${path}`;

export const makeUser = (overrides: Partial<UserMe> = {}): UserMe => ({
  id: 7,
  name: 'Amelia Student',
  email: 'amelia@example.com',
  roles: [{ role: 1, class_id: 1 }],
  ...overrides,
});

export const roles = {
  student: [{ role: 1, class_id: 1 }] satisfies RoleEntry[],
  teacher: [{ role: 2, class_id: 1 }] satisfies RoleEntry[],
  superuser: [{ role: 3, class_id: null }] satisfies RoleEntry[],
};

export const errorBody = (error_code: number, message: string): ErrorBody => ({
  detail: { error_code, message },
});

export const errorResponse = (status: number, error_code: number, message: string) =>
  HttpResponse.json<ErrorBody>(errorBody(error_code, message), { status });

type Seen = StrictRequest<DefaultBodyType>;

/** `GET /users/me` answering `user`; every request is recorded in `requests`. */
export function meHandler(user: UserMe | Record<string, unknown>, requests: Seen[] = []) {
  return http.get(api('/users/me'), ({ request }) => {
    requests.push(request);
    return HttpResponse.json(user);
  });
}

export const logoutHandler = (requests: Seen[] = []) =>
  http.post(api('/users/logout'), ({ request }) => {
    requests.push(request);
    return new HttpResponse(null, { status: 204 });
  });
