import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogtoBridge, type LogtoActions } from '../../../src/features/auth/logto-bridge';
import { syncErrorReportingUser } from '../../../src/features/auth/error-reporting-user';
import { useAuthStore } from '../../../src/lib/session/auth-store';
import { setErrorReportingUser } from '../../../src/lib/sentry';
import { resetSession } from '../helpers/session';

vi.mock('../../../src/lib/sentry', () => ({ setErrorReportingUser: vi.fn() }));

const signedInWithLogto = (fetchUserInfo: LogtoActions['fetchUserInfo']) =>
  useLogtoBridge.setState({
    ready: true,
    isAuthenticated: true,
    isLoading: false,
    actions: {
      getAccessToken: vi.fn(),
      signIn: vi.fn(),
      signOut: vi.fn(),
      fetchUserInfo,
    },
  });

const storeUser = (email: string | null) =>
  useAuthStore.getState().setUser({ id: 7, name: 'Ada', email, roles: [{ role: 1, class_id: 1 }] });

beforeEach(() => {
  resetSession();
  vi.mocked(setErrorReportingUser).mockClear();
});

describe('the user on error reports (spec §1)', () => {
  it("carries the signed-in user's id, name and e-mail", async () => {
    const fetchUserInfo = vi.fn(async () => ({ email: 'other@example.com' }));
    signedInWithLogto(fetchUserInfo);
    await syncErrorReportingUser(storeUser('ada@example.com'));
    expect(setErrorReportingUser).toHaveBeenLastCalledWith({
      id: 7,
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(fetchUserInfo).not.toHaveBeenCalled();
  });

  it("takes the e-mail from the identity provider's user info when the account has none (spec §7)", async () => {
    const fetchUserInfo = vi.fn(async () => ({ email: 'ada@tenant.example' }));
    signedInWithLogto(fetchUserInfo);
    await syncErrorReportingUser(storeUser(null));
    expect(fetchUserInfo).toHaveBeenCalledTimes(1);
    expect(setErrorReportingUser).toHaveBeenLastCalledWith({
      id: 7,
      name: 'Ada',
      email: 'ada@tenant.example',
    });
  });

  it('keeps the report without an e-mail when the user info cannot be read', async () => {
    signedInWithLogto(vi.fn(async () => Promise.reject(new Error('offline'))));
    await syncErrorReportingUser(storeUser(null));
    expect(setErrorReportingUser).toHaveBeenLastCalledWith({ id: 7, name: 'Ada', email: null });
  });

  it('is removed on sign-out', async () => {
    await syncErrorReportingUser(null);
    expect(setErrorReportingUser).toHaveBeenLastCalledWith(null);
  });
});
