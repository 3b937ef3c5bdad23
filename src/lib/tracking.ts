import type { TrackEventBody } from '../../contract/events';
import { Header, type AuthMethod } from '../../contract/auth';
import { apiPath } from '../../contract/paths';
import { appVersion } from './builds/app-version';
import { afterFirstPaint } from './after-first-paint';
import { currentAuthMethod } from './session/auth-method';
import { csrfToken } from './session/csrf-token';

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

/**
 * Records the Init event at start-up, once per page load; never throws into the app. What it says is
 * read at once (the address the app opened at, how it signs in); it is sent once the first screen
 * has painted, so it never competes with that screen for the main thread or the network. By then an
 * lms launch has its cookie session, so the call carries the session's CSRF token like any other.
 */
export function trackInit(): void {
  if (recorded) return;
  recorded = true;
  try {
    const method = currentAuthMethod();
    const body = JSON.stringify(initEvent());
    afterFirstPaint(() => send(method, body));
  } catch {
    // Tracking must never break the app.
  }
}

function send(method: AuthMethod, body: string): void {
  try {
    const csrf = csrfToken();
    fetch(`${apiBase()}${apiPath('events')}`, {
      method: 'POST',
      // Spec §7: every call says how it signs in; the bearer token of logto comes later.
      headers: {
        'Content-Type': 'application/json',
        ...(method === 'logto' ? {} : { [Header.AUTH_METHOD]: method }),
        ...(csrf ? { [Header.CSRF_TOKEN]: csrf } : {}),
      },
      body,
      credentials: 'include',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Tracking must never break the app.
  }
}
