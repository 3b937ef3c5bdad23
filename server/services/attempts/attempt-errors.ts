import { ATTEMPT_MESSAGES, ErrorCode } from '../../../contract';
import type { StartBlock } from './eligibility';
import { ApiError, conflict } from '../../errors/api-error';

export const attemptClosed = () => conflict(ATTEMPT_MESSAGES.closed, ErrorCode.ATTEMPT_CLOSED);
export const answerTooLate = () => conflict(ATTEMPT_MESSAGES.tooLate, ErrorCode.ANSWER_TOO_LATE);
export const answerLocked = () => conflict(ATTEMPT_MESSAGES.locked, ErrorCode.ANSWER_LOCKED);

/** The error a start refused for this reason answers. */
export function startRefused(block: StartBlock) {
  switch (block.reason) {
    case 'no_attempts_left':
      return conflict(ATTEMPT_MESSAGES.noAttemptsLeft, ErrorCode.NO_ATTEMPTS_LEFT);
    case 'cooldown':
      return new ApiError(
        409,
        ErrorCode.QUIZ_COOLDOWN,
        ATTEMPT_MESSAGES.cooldown(block.until.toISOString()),
      );
    case 'not_open':
      return conflict(ATTEMPT_MESSAGES.notOpen, ErrorCode.QUIZ_NOT_OPEN);
  }
}

/** The sentence a student reads for why no attempt can start (the quiz list). */
export function startBlockSentence(block: StartBlock) {
  return block.reason === 'cooldown'
    ? ATTEMPT_MESSAGES.cooldown(block.until.toISOString())
    : block.reason === 'no_attempts_left'
      ? ATTEMPT_MESSAGES.noAttemptsLeft
      : ATTEMPT_MESSAGES.notOpen;
}
