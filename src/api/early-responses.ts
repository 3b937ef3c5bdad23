/** When (device clock, ms) an early request went out and when its answer came. */
export type EarlyRoundTrip = { sentAt: number; receivedAt: number | null };

declare global {
  interface Window {
    /** Requests the page started before the app's code arrived (src/first-screen/early-lms-script.ts). */
    __gsEarly?: Record<string, Promise<Response> | undefined>;
    /** Their round trips, by address (`recordRoundTrip`). */
    __gsEarlyTrips?: Record<string, EarlyRoundTrip | undefined>;
  }
}

/** Early round trips whose answer the app took, by address, until `takenRoundTrip` reads one. */
const taken = new Map<string, EarlyRoundTrip>();

/**
 * Notes when an early request (started in the page's inline script) went out and when it came
 * back, so that what the answer says of the server's clock can be placed in time.
 */
export function recordRoundTrip(url: string, answer: Promise<Response>) {
  const trips = (window.__gsEarlyTrips ??= {});
  const trip: EarlyRoundTrip = { sentAt: Date.now(), receivedAt: null };
  trips[url] = trip;
  answer.then(
    () => (trip.receivedAt = Date.now()),
    () => {},
  );
}

/**
 * The round trip of the early answer the app took for `url`, once: a clock offset (the quiz's
 * countdown) taken from an early answer must use when that request went out and came back, not
 * when the app took the answer (up to EARLY_RESPONSE_LIFETIME_MS later).
 */
export function takenRoundTrip(url: string): EarlyRoundTrip | null {
  const trip = taken.get(url) ?? null;
  taken.delete(url);
  return trip;
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
  const trip = window.__gsEarlyTrips?.[url];
  if (trip) taken.set(url, trip);
  return response;
}
