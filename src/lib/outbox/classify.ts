/**
 * The usual rule for API requests: a 4xx answer is a definitive refusal, except 401 (the session
 * is being renewed), 408 and 429; anything else (offline, 5xx) is worth retrying.
 */
export function classifyApiFailure(error: unknown): 'retry' | 'drop' {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return 'retry';
  const transient = status === 401 || status === 408 || status === 429;
  return status >= 400 && status < 500 && !transient ? 'drop' : 'retry';
}
