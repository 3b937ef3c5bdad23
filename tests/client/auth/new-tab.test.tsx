import { cleanup, screen } from '@testing-library/react';
import type { DefaultBodyType, StrictRequest } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/lib/paths';
import { getAuthState } from '../../../src/lib/session/auth-store';
import { makeUser, meHandler } from '../helpers/api-handlers';
import { resetLogtoMock } from '../helpers/logto-mock';
import { renderApp } from '../helpers/render-app';
import { openNewTab, resetSession } from '../helpers/session';
import { server } from '../msw-server';

vi.mock('@logto/react', () => import('../helpers/logto-mock'));

type Seen = StrictRequest<DefaultBodyType>;

/** Where the course page sends the student, and a deep link they bookmarked: a quiz. */
const classHome = paths.student.performance.href({ classId: 4 });
const quiz = paths.student.quiz.href({ classId: 4, id: 9 });

beforeEach(() => {
  resetSession();
  resetLogtoMock();
});

/** Opens the quiz in a new tab of this browser; answers the requests it made for the user. */
async function openQuizInNewTab() {
  cleanup();
  const seen: Seen[] = [];
  server.use(meHandler(makeUser(), seen));
  await openNewTab(quiz);
  renderApp(quiz);
  return seen;
}

describe('a bookmarked page opened in a new tab of the same browser', () => {
  it('is signed in with the cookie session an lms launch opened', async () => {
    server.use(meHandler(makeUser()));
    renderApp(`${classHome}?auth=tok-1`);
    await screen.findByRole('heading', { name: 'student-performance' });

    const seen = await openQuizInNewTab();
    expect(await screen.findByRole('heading', { name: 'Quiz' })).toBeVisible();
    expect(window.location.pathname).toBe(quiz);
    expect(seen[0]?.headers.get('x-auth-method')).toBe('lms');
    expect(new URL(seen[0]!.url).searchParams.has('auth')).toBe(false);
  });

  it("is signed in with the cookie session a Teachable school's sign-in opened", async () => {
    server.use(meHandler(makeUser()));
    renderApp(`${classHome}?teachable=1234`);
    await screen.findByRole('heading', { name: 'student-performance' });

    const seen = await openQuizInNewTab();
    expect(await screen.findByRole('heading', { name: 'Quiz' })).toBeVisible();
    expect(seen[0]?.headers.get('x-auth-method')).toBe('teachable');
  });

  it('does not take over the other tab’s redirect', async () => {
    getAuthState().setRedirect('/teacher');
    await openNewTab('/login');
    expect(getAuthState().redirect).toBeNull();
  });
});
