declare global {
  interface Window {
    /** Requests the page started before the app's code arrived (src/first-screen/early-lms-script.ts). */
    __gsEarly?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * How long after the page opened its early answers may be taken: they are for its first screen (a
 * slow phone on a slow network can take this long to get the code). An answer no screen took by
 * then is dropped, since what it says may have changed.
 */
export const EARLY_RESPONSE_LIFETIME_MS = 30_000;

/**
 * The answer to a GET the page already started for this address, once; null when none, or when
 * the page opened more than EARLY_RESPONSE_LIFETIME_MS ago (`now`: ms since it opened).
 */
export function takeEarlyResponse(
  url: string,
  now: number = performance.now(),
): Promise<Response> | null {
  const early = window.__gsEarly;
  if (!early) return null;
  if (now > EARLY_RESPONSE_LIFETIME_MS) {
    delete window.__gsEarly;
    return null;
  }
  const response = early[url];
  if (!response) return null;
  delete early[url];
  return response;
}
