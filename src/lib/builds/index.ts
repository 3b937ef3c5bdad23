/** STUB — replaced by the client-platform work: polls the build manifest and reloads on a new build. */
export function startBuildsPolling(): void {}

/** Reload after a lazy chunk failed to load (a deploy happened), at most once per 10 s. */
export function reloadAfterChunkError(_error: unknown): boolean {
  return false;
}
