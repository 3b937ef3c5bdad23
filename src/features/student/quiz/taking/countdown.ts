/**
 * The countdown comes from the server's deadline and the server's clock, never the device's: the
 * offset between the two is measured when the attempt arrives, and the time left is computed
 * afresh from the device's clock plus that offset (so a background tab neither drifts nor pauses).
 */

/** How far the server's clock is ahead of this device's (ms). */
export const clockOffsetMs = (serverNowIso: string, receivedAtMs: number) =>
  Date.parse(serverNowIso) - receivedAtMs;

/** Time left before the deadline, by the server's clock (ms; negative once past). */
export const remainingMs = (deadlineIso: string, offsetMs: number, deviceNowMs: number) =>
  Date.parse(deadlineIso) - (deviceNowMs + offsetMs);

/** Screen readers hear the time left only at these marks (minutes). */
export const ANNOUNCED_MINUTES = [10, 5, 1] as const;

/** The mark crossed between two readings of the time left, if any. */
export function crossedMark(previousMs: number, currentMs: number): number | null {
  for (const minutes of ANNOUNCED_MINUTES) {
    const mark = minutes * 60_000;
    if (previousMs > mark && currentMs <= mark) return minutes;
  }
  return null;
}

export const announcementFor = (minutes: number) =>
  minutes === 1 ? '1 minute left.' : `${minutes} minutes left.`;

/** 1:05:09, 12:04, 0:09. */
export function formatClock(ms: number) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
