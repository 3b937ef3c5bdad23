/**
 * Runs `run` every `intervalMs` (a run never starts before the previous one ended) until the
 * returned stop is called, which waits for a run under way. The timer does not keep the process
 * alive. A failed run is logged and the next one goes ahead.
 */
export function runEvery(
  intervalMs: number,
  run: () => Promise<unknown>,
  log: (error: unknown) => void,
) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(run).catch(log);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
