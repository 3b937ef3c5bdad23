import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthState } from '../../../src/lib/session/auth-store';
import { readLmsToken, takeTokenFromAddress } from '../../../src/lib/session/lms-token';
import { makeUser, meHandler, roles } from '../helpers/api-handlers';
import { resetLogtoMock } from '../helpers/logto-mock';
import { renderApp } from '../helpers/render-app';
import { resetSession } from '../helpers/session';
import { server } from '../msw-server';

vi.mock('@logto/react', () => import('../helpers/logto-mock'));
vi.mock('../../../src/lib/sentry', () => ({
  setErrorReportingUser: vi.fn(),
  reportError: vi.fn(),
}));

beforeEach(() => {
  resetSession();
  resetLogtoMock();
});

/** A course-platform launch (LTI) sends the browser to the screen its link opens, with `?auth=`. */
function openLaunch(address: string) {
  window.history.replaceState(null, '', address);
  takeTokenFromAddress();
  return renderApp(new URL(address, window.location.origin).pathname);
}

describe('an lms launch that lands on a deep path', () => {
  it("a student's launch of a placed quiz opens that quiz, signed in, without the token in the address", async () => {
    server.use(meHandler(makeUser({ roles: roles.student })));
    openLaunch('/student/classes/1/quiz/5?auth=launch-token');
    expect(await screen.findByRole('heading', { name: 'Quiz' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/student/classes/1/quiz/5');
    expect(window.location.search).toBe('');
    expect(readLmsToken()?.token).toBe('launch-token');
    expect(getAuthState().authMethod).toBe('lms');
  });

  it("a teacher's launch opens the class page", async () => {
    server.use(meHandler(makeUser({ roles: roles.teacher })));
    openLaunch('/teacher/classes/1?auth=launch-token');
    await waitFor(() => expect(getAuthState().user?.id).toBe(7));
    expect(window.location.pathname).toBe('/teacher/classes/1');
  });
});
