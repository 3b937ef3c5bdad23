/**
 * Every call to Teachable (its OAuth and current-user API, its Admin API) has this timeout: a slow
 * Teachable must not hold a sign-in, a /users/me or a webhook delivery.
 */
export const TEACHABLE_TIMEOUT_MS = 5000;

/** Teachable could not be reached or answered an error we cannot act on. */
export class TeachableUnavailable extends Error {}

/** `fetch` to Teachable with the timeout; a failure to reach it is `TeachableUnavailable`. */
export async function fetchTeachable(
  url: string,
  init: RequestInit,
  timeoutMs = TEACHABLE_TIMEOUT_MS,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new TeachableUnavailable(`Teachable could not be reached: ${String(error)}`);
  }
}
