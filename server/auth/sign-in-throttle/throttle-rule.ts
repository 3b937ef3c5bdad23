/** Failed sign-ins within the window after which a key has to wait. */
export const FREE_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** The first wait; each further failure doubles it, up to the cap. */
export const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 15 * 60_000;

export type ThrottleState = {
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
};

/** How long a key must still wait before it may try again (0: it may try now). */
export function waitLeftMs(state: ThrottleState | undefined, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, state.lockedUntil.getTime() - now.getTime());
}

/** The state after one more failure at `now`: a new window when the old one is over. */
export function afterFailure(state: ThrottleState | undefined, now: Date): ThrottleState {
  const windowOver = !state || now.getTime() - state.windowStartedAt.getTime() > FAILURE_WINDOW_MS;
  const failures = windowOver ? 1 : state.failures + 1;
  const windowStartedAt = windowOver ? now : state.windowStartedAt;
  if (failures < FREE_FAILURES) return { failures, windowStartedAt, lockedUntil: null };
  const wait = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES));
  return { failures, windowStartedAt, lockedUntil: new Date(now.getTime() + wait) };
}

/** "Too many failed sign-ins. Wait 2 minutes and try again." */
export function waitMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  const amount =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed sign-ins. Wait ${amount} and try again.`;
}
