import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, TEACHABLE_SIGNED_IN_MESSAGE } from '../../../contract';
import { logout } from '../../../src/features/auth/logout';
import {
  TEACHABLE_SIGN_IN_PROBLEMS,
  CONTINUE_WITH_TEACHABLE,
} from '../../../src/features/auth/teachable-sign-in-button';
import {
  CLAIM_POLL_MS,
  teachableStartUrl,
  waitForTeachableSignIn,
} from '../../../src/features/auth/teachable-sign-in';
import { chooseAuthMethod, type AuthMethodContext } from '../../../src/lib/session/auth-method';
import { getAuthState, useAuthStore } from '../../../src/lib/session/auth-store';
import { api, errorResponse, logoutHandler, makeUser, meHandler } from '../helpers/api-handlers';
import { resetLogtoMock } from '../helpers/logto-mock';
import { renderApp } from '../helpers/render-app';
import { installHistoryNavigator, resetSession } from '../helpers/session';
import { server } from '../msw-server';

vi.mock('@logto/react', () => import('../helpers/logto-mock'));

const origin = window.location.origin;
const pending = () => errorResponse(409, ErrorCode.TEACHABLE_SIGN_IN_PENDING, 'Not finished.');

type Popup = { closed: boolean; close: () => void };
let popup: Popup;
let openSpy: ReturnType<typeof vi.spyOn>;
let topSpy: ReturnType<typeof vi.spyOn> | null = null;

/** The app runs inside the school's course page. */
function inAFrame() {
  topSpy = vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
}

/** Claims answer as the server does: pending until `finished()`, then the user once. */
function claimEndpoint() {
  const claims: string[] = [];
  let done = false;
  server.use(
    http.post(api('teachableSignInClaim'), async ({ request }) => {
      const { claim } = (await request.json()) as { claim: string };
      claims.push(claim);
      if (!done) return pending();
      return HttpResponse.json(makeUser());
    }),
  );
  return { claims, finished: () => (done = true) };
}

beforeEach(() => {
  resetSession();
  resetLogtoMock();
  sessionStorage.clear();
  popup = { closed: false, close: vi.fn() };
  openSpy = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
});

afterEach(() => {
  vi.useRealTimers();
  openSpy.mockRestore();
  topSpy?.mockRestore();
  topSpy = null;
});

const context = (overrides: Partial<AuthMethodContext>): AuthMethodContext => ({
  search: '',
  isFramed: false,
  referrer: '',
  host: 'app.example.com',
  coursePlatformHost: '',
  remembered: null,
  ...overrides,
});

describe('the teachable method', () => {
  it("comes from a school's embed address (?teachable=<school id>)", () => {
    expect(chooseAuthMethod(context({ search: '?teachable=1234' }))).toBe('teachable');
  });

  it('stays with a tab that remembers its school once the address changed', () => {
    const remembered = { remembered: 'teachable' as const, rememberedTeachableSchool: '1234' };
    expect(chooseAuthMethod(context(remembered))).toBe('teachable');
    expect(chooseAuthMethod(context({ remembered: 'teachable' }))).toBe('logto');
  });
});

describe('Continue with Teachable, inside the course page', () => {
  async function loginPage() {
    inAFrame();
    server.use(http.get(api('usersMe'), () => errorResponse(401, 101, 'Sign in.')));
    renderApp('/?teachable=1234');
    return screen.findByRole('button', { name: CONTINUE_WITH_TEACHABLE });
  }

  it('opens the sign-in popup in the click, with a claim only this frame knows', async () => {
    claimEndpoint();
    await userEvent.click(await loginPage());
    expect(openSpy).toHaveBeenCalledTimes(1);
    const [url, name, features] = openSpy.mock.calls[0] as [string, string, string];
    const start = new URL(url, origin);
    expect(start.pathname).toBe('/auth/teachable/start');
    expect(start.searchParams.get('school')).toBe('1234');
    expect(start.searchParams.get('claim')).toMatch(/^[0-9a-f]{64}$/);
    expect(name).toBe('groundschool-teachable-sign-in');
    expect(features).toMatch(/^popup,width=\d+,height=\d+$/);
  });

  it("claims when the popup's last page says so, and signs the user in", async () => {
    const endpoint = claimEndpoint();
    await userEvent.click(await loginPage());
    server.use(meHandler(makeUser()));
    endpoint.finished();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin, data: { type: TEACHABLE_SIGNED_IN_MESSAGE } }),
      );
    });
    await waitFor(() => expect(getAuthState().user?.id).toBe(7));
    expect(endpoint.claims).toHaveLength(1);
  });

  it('ignores the message from another origin', async () => {
    const endpoint = claimEndpoint();
    await userEvent.click(await loginPage());
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://evil.test',
        data: { type: TEACHABLE_SIGNED_IN_MESSAGE },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(endpoint.claims).toEqual([]);
  });
});

describe('waiting for the popup', () => {
  it('asks every 2 seconds until the sign-in is finished', async () => {
    vi.useFakeTimers();
    const endpoint = claimEndpoint();
    const waiting = waitForTeachableSignIn('c'.repeat(64), popup as unknown as Window);
    await vi.advanceTimersByTimeAsync(CLAIM_POLL_MS - 1);
    expect(endpoint.claims).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(endpoint.claims).toHaveLength(1));
    endpoint.finished();
    await vi.advanceTimersByTimeAsync(CLAIM_POLL_MS);
    await expect(waiting).resolves.toBe('claimed');
    expect(endpoint.claims).toHaveLength(2);
  });

  it('ends when the popup was closed without finishing', async () => {
    vi.useFakeTimers();
    claimEndpoint();
    const waiting = waitForTeachableSignIn('c'.repeat(64), popup as unknown as Window);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(CLAIM_POLL_MS);
    await expect(waiting).resolves.toBe('closed');
  });

  it('says so on the login page and offers the button again', async () => {
    inAFrame();
    claimEndpoint();
    server.use(http.get(api('usersMe'), () => errorResponse(401, 101, 'Sign in.')));
    renderApp('/?teachable=1234');
    await userEvent.click(await screen.findByRole('button', { name: CONTINUE_WITH_TEACHABLE }));
    popup.closed = true;
    expect(
      await screen.findByText(TEACHABLE_SIGN_IN_PROBLEMS.closed, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONTINUE_WITH_TEACHABLE })).toBeEnabled();
  });
});

describe('outside a frame', () => {
  it('starts with a plain redirect that comes back to the wanted path', () => {
    expect(teachableStartUrl('1234', { returnPath: '/student/classes/4' })).toBe(
      '/auth/teachable/start?school=1234&return=%2Fstudent%2Fclasses%2F4',
    );
  });
});

describe("signing out of the school's Teachable", () => {
  it("opens the remembered school's sign-out through the app", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installHistoryNavigator();
    localStorage.setItem('gs.teachableSchool', '1234');
    useAuthStore.setState({ authMethod: 'teachable' });
    server.use(logoutHandler());
    const done = logout(async () => undefined, { forced: true });
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(openSpy).toHaveBeenCalledWith(
      '/auth/teachable/sign-out?school=1234',
      'groundschool-sign-out',
      expect.stringContaining('popup'),
    );
  });
});
