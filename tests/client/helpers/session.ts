import toast from 'react-hot-toast';
import { resetLogtoBridge } from '../../../src/features/auth/logto-bridge';
import { registerAccessTokenGetter } from '../../../src/lib/session/access-token';
import { initialAuthState, useAuthStore } from '../../../src/lib/session/auth-store';
import {
  initialImpersonationState,
  useImpersonationStore,
} from '../../../src/lib/session/impersonation-store';
import { forgetFirstPaint } from '../../../src/lib/after-first-paint';
import { takeLaunchToken } from '../../../src/lib/session/lms-token';
import { registerNavigator, setSigningOut } from '../../../src/lib/session/navigation';

/**
 * Back to a fresh tab: empty stores, no registered navigator or token getter, nothing painted yet,
 * address `path`.
 */
export function resetSession(path = '/') {
  useAuthStore.setState(initialAuthState);
  useImpersonationStore.setState(initialImpersonationState);
  registerNavigator(null);
  setSigningOut(false);
  registerAccessTokenGetter(null);
  resetLogtoBridge();
  takeLaunchToken();
  forgetFirstPaint();
  toast.remove();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.history.replaceState(null, '', path);
}

/** For tests without a router: navigation moves the address like the browser router would. */
export function installHistoryNavigator() {
  registerNavigator((path, options) => {
    if (options?.replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
  });
}

/**
 * A new tab of the same browser profile, at `path`: it shares the browser's localStorage (and
 * cookies) but starts with its own empty sessionStorage and memory. Unmount the old tab first.
 */
export async function openNewTab(path: string) {
  const browserKept = Object.entries(localStorage);
  resetSession(path);
  sessionStorage.clear();
  localStorage.clear();
  for (const [key, value] of browserKept) localStorage.setItem(key, value);
  await useAuthStore.persist.rehydrate();
}
