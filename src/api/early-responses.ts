declare global {
  interface Window {
    /** Requests the page started before the app's code arrived (src/first-screen/early-lms-script.ts). */
    __gsEarly?: Record<string, Promise<Response> | undefined>;
  }
}

/** The answer to a GET the page already started for this address, once; null when none. */
export function takeEarlyResponse(url: string): Promise<Response> | null {
  const early = window.__gsEarly;
  const response = early?.[url];
  if (!early || !response) return null;
  delete early[url];
  return response;
}
