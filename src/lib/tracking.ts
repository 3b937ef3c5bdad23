import type { TrackEventBody } from '../../contract/events';
import { Header } from '../../contract/auth';
import { appVersion } from './builds/app-version';
import { currentAuthMethod } from './session/auth-method';

let recorded = false;

/** Same base address as the HTTP client: VITE_API_BASE_URL, default same-origin /api. */
function apiBase(): string {
  const configured: unknown = import.meta.env.VITE_API_BASE_URL;
  const base = typeof configured === 'string' && configured !== '' ? configured : '/api';
  return base.replace(/\/+$/, '');
}

function referrerHost(): string | null {
  if (!document.referrer) return null;
  try {
    return new URL(document.referrer).host;
  } catch {
    return null;
  }
}

/** Nothing personal: no query string (it may hold an lms token), no referrer path, no user. */
function initEvent(): TrackEventBody {
  return {
    name: 'Init',
    properties: {
      path: window.location.pathname,
      screen_width: window.screen.width,
      screen_height: window.screen.height,
      app_version: appVersion(),
      referrer_host: referrerHost(),
    },
  };
}

/** Records the Init event at start-up, once per page load; never throws into the app. */
export function trackInit(): void {
  if (recorded) return;
  recorded = true;
  try {
    const method = currentAuthMethod();
    fetch(`${apiBase()}/events`, {
      method: 'POST',
      // Spec §7: every call says how it signs in; the bearer token of logto comes later.
      headers: {
        'Content-Type': 'application/json',
        ...(method === 'logto' ? {} : { [Header.AUTH_METHOD]: method }),
      },
      body: JSON.stringify(initEvent()),
      credentials: 'include',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Tracking must never break the app.
  }
}
