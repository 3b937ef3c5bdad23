import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayHoldLogtoSession } from '../../../src/features/auth/logto-bridge';
import { readLmsToken, saveLmsToken } from '../../../src/lib/session/lms-token';

/** What Chromium does in a cross-site frame with third-party cookies blocked. */
function refuseStorage() {
  const refuse = () => {
    throw new DOMException("Failed to read the 'localStorage' property", 'SecurityError');
  };
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse);
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refuse);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a browser that refuses the app its storage (a course platform frame)', () => {
  it('is a browser with no Logto session, not an error', () => {
    refuseStorage();
    expect(mayHoldLogtoSession('groundschool-spa')).toBe(false);
  });

  it('keeps an lms launch token for as long as the page is open, to renew the session with', () => {
    refuseStorage();
    saveLmsToken('launch-token');
    expect(readLmsToken()?.token).toBe('launch-token');
  });
});
