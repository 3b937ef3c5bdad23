import type * as SentryReact from '@sentry/react';
import { afterFirstPaint } from './after-first-paint';
import { appVersion } from './builds/app-version';

export type ErrorReportingUser = { id: number; name: string; email: string | null };

type Sdk = typeof SentryReact;
type Pending = (sdk: Sdk) => void;

/** What may wait for the SDK; beyond this the oldest entries are dropped so a broken page can't grow memory. */
const MAX_PENDING = 50;

let sdk: Sdk | null = null;
let started = false;
let failed = false;
let pending: Pending[] = [];

/** Error reporting runs only in a production build that was given a DSN (spec §1, §9). */
function reportingDsn(): string | null {
  const dsn: unknown = import.meta.env.VITE_SENTRY_DSN;
  return import.meta.env.PROD && typeof dsn === 'string' && dsn !== '' ? dsn : null;
}

function whenLoaded(action: Pending): void {
  if (!reportingDsn() || failed) return;
  if (sdk) {
    action(sdk);
    return;
  }
  pending.push(action);
  if (pending.length > MAX_PENDING) pending = pending.slice(-MAX_PENDING);
}

// Until the SDK is in, our own listeners catch what its global handlers will catch afterwards.
function onWindowError(event: ErrorEvent): void {
  const error: unknown = event.error ?? event.message;
  whenLoaded((s) => s.captureException(error, { mechanism: { type: 'onerror', handled: false } }));
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  whenLoaded((s) =>
    s.captureException(reason, { mechanism: { type: 'onunhandledrejection', handled: false } }),
  );
}

function stopEarlyListeners(): void {
  window.removeEventListener('error', onWindowError);
  window.removeEventListener('unhandledrejection', onUnhandledRejection);
}

async function load(dsn: string): Promise<void> {
  try {
    const loaded = await import('@sentry/react');
    // `profilesSampleRate` is the spec's name; SDK 11 calls it `profileSessionSampleRate`. Both 0.
    const options: SentryReact.BrowserOptions & { profilesSampleRate: number } = {
      dsn,
      environment: 'production',
      release: appVersion(),
      tracesSampleRate: 0,
      profilesSampleRate: 0,
      profileSessionSampleRate: 0,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
    };
    loaded.init(options);
    stopEarlyListeners();
    sdk = loaded;
    const queued = pending;
    pending = [];
    for (const action of queued) action(loaded);
  } catch {
    // The SDK chunk could not load (offline, a deploy in between): the app goes on without reports.
    failed = true;
    pending = [];
    stopEarlyListeners();
  }
}

/** Loads error reporting after first paint (production with a DSN only). */
export function startErrorReporting(): void {
  const dsn = reportingDsn();
  if (started || !dsn) return;
  started = true;
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onUnhandledRejection);
  afterFirstPaint(() => void load(dsn));
}

/** Attach (after sign-in) or remove (null, on sign-out) the user on error reports. */
export function setErrorReportingUser(user: ErrorReportingUser | null): void {
  whenLoaded((s) =>
    s.setUser(user ? { id: user.id, username: user.name, email: user.email ?? undefined } : null),
  );
}

/** Forward an error (e.g. the one shown on the generic error page). */
export function reportError(error: unknown): void {
  whenLoaded((s) => s.captureException(error, { level: 'fatal' }));
}
