import { LMS_TOKEN_VALIDITY_MS } from './constants';
import { browserStorage } from '../browser-storage';

/** Stored LMS token record of spec §3. */
export type LmsTokenRecord = {
  token: string;
  /** When the token was received (ms since epoch). */
  timestamp: number;
  /** timestamp + 24 hours. */
  expiresAt: number;
  /** Identifies this browser session of the token. */
  sessionId: string;
};

const KEY = 'gs.lmsToken';

const isRecord = (value: unknown): value is LmsTokenRecord => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' &&
    typeof record.timestamp === 'number' &&
    typeof record.expiresAt === 'number' &&
    typeof record.sessionId === 'string'
  );
};

export function saveLmsToken(token: string, now = Date.now()): LmsTokenRecord {
  const record: LmsTokenRecord = {
    token,
    timestamp: now,
    expiresAt: now + LMS_TOKEN_VALIDITY_MS,
    sessionId: crypto.randomUUID(),
  };
  browserStorage('localStorage').setItem(KEY, JSON.stringify(record));
  return record;
}

export function readLmsToken(): LmsTokenRecord | null {
  const raw = browserStorage('localStorage').getItem(KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

export const clearLmsToken = () => browserStorage('localStorage').removeItem(KEY);

/** The `auth` query parameter of the current address (the lms token), or null. */
export function urlLmsToken(search = window.location.search): string | null {
  const token = new URLSearchParams(search).get('auth');
  return token ? token : null;
}

type Address = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** An address (by default the current one) without its `auth` parameter, the lms token. */
export function addressWithoutToken({ pathname, search, hash }: Address = window.location): string {
  const params = new URLSearchParams(search);
  params.delete('auth');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/** The token this page was opened with, once taken out of its address (takeTokenFromAddress). */
let launchToken: string | null = null;

/**
 * Spec §4: the one-time token leaves the address before anything acts on it. Called at start-up,
 * before the router reads the address, so that the first screen is routed once, at the address
 * without the token (not once with it and again without); the token waits here for initialisation
 * (takeLaunchToken).
 */
export function takeTokenFromAddress(): void {
  const token = urlLmsToken();
  if (!token) return;
  launchToken = token;
  window.history.replaceState(window.history.state, '', addressWithoutToken());
}

/** The token the page was opened with, handed out once (initialisation exchanges it). */
export function takeLaunchToken(): string | null {
  const token = launchToken;
  launchToken = null;
  return token;
}

/** Whether the page was opened with an lms token that initialisation has not taken yet. */
export const hasLaunchToken = () => launchToken !== null;

/** The token to refresh an lms session with: the stored one while valid, else the URL's. */
export function usableLmsToken(now = Date.now()): string | null {
  const stored = readLmsToken();
  if (stored && stored.expiresAt > now) return stored.token;
  return urlLmsToken();
}

/** True while this browser holds an lms token (stored and valid, or in the URL). */
export const hasLmsToken = (now = Date.now()) => usableLmsToken(now) !== null;
