import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoleEntry } from '../../../contract';
import { createQueryClient } from '../../../src/api/query-client';
import { prefetchFirstScreen } from '../../../src/features/auth/first-screen-data';
import { toStoredUser } from '../../../src/lib/session/stored-user';
import { api, makeUser, roles } from '../helpers/api-handlers';
import { server } from '../msw-server';

/** The `as` of every class list the server was asked for. */
function recordClassLists() {
  const asked: string[] = [];
  server.use(
    http.get(api('classes'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('as') ?? '');
      return HttpResponse.json([]);
    }),
  );
  return asked;
}

const userWith = (entries: RoleEntry[]) => toStoredUser(makeUser({ roles: entries })).user;

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the first screen's data, asked for as soon as the user is known", () => {
  it('a student arriving at / (an lms launch): their classes', async () => {
    const asked = recordClassLists();
    prefetchFirstScreen(createQueryClient(), userWith(roles.student));
    await expect.poll(() => asked).toEqual(['student']);
  });

  it('a teacher arriving at /: the classes they teach', async () => {
    const asked = recordClassLists();
    prefetchFirstScreen(createQueryClient(), userWith(roles.teacher));
    await expect.poll(() => asked).toEqual(['teacher']);
  });

  it('a deeper page: nothing ahead of its own requests', () => {
    window.history.replaceState(null, '', '/student/classes/1/performance');
    const queryClient = createQueryClient();
    prefetchFirstScreen(queryClient, userWith(roles.student));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
