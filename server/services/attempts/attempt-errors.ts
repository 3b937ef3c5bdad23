import { ATTEMPT_MESSAGES, ErrorCode } from '../../../contract';
import { ApiError } from '../../http/errors';
import type { StartBlock } from './eligibility';

export const attemptClosed = () =>
  new ApiError(409, ErrorCode.ATTEMPT_CLOSED, ATTEMPT_MESSAGES.closed);
export const answerTooLate = () =>
  new ApiError(409, ErrorCode.ANSWER_TOO_LATE, ATTEMPT_MESSAGES.tooLate);
export const answerLocked = () =>
  new ApiError(409, ErrorCode.ANSWER_LOCKED, ATTEMPT_MESSAGES.locked);

/** The error a start refused for this reason answers. */
export function startRefused(block: StartBlock) {
  switch (block.reason) {
    case 'no_attempts_left':
      return new ApiError(409, ErrorCode.NO_ATTEMPTS_LEFT, ATTEMPT_MESSAGES.noAttemptsLeft);
    case 'cooldown':
      return new ApiError(
        409,
        ErrorCode.QUIZ_COOLDOWN,
        ATTEMPT_MESSAGES.cooldown(block.until.toISOString()),
      );
    case 'not_open':
      return new ApiError(409, ErrorCode.QUIZ_NOT_OPEN, ATTEMPT_MESSAGES.notOpen);
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
