import type { StartAttemptBody } from '../../../../../contract/attempts';
import { startAttempt } from '../../../../api/attempts';
import { rememberAttempt } from './attempt-store';
import { clockOffsetMs } from './countdown';

/**
 * Starts (or resumes) an attempt and remembers it on this device with the server's clock offset
 * (halfway through the round trip is the best guess of when the server read its clock).
 */
export async function startAndRemember(quizId: number, body: StartAttemptBody = {}) {
  const sentAt = Date.now();
  const attempt = await startAttempt(quizId, body);
  await rememberAttempt(attempt, clockOffsetMs(attempt.server_now, (sentAt + Date.now()) / 2));
  return attempt;
}
