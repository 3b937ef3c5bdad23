/**
 * Why a login initiation or a launch was refused: a stable code (stored in lti_launch_failures and
 * logged) and words an instructor or a platform administrator can act on (shown in the frame).
 */
export const RefusalReason = {
  unknownRegistration: 'unknown_registration',
  missingParameters: 'missing_parameters',
  stateUnknown: 'state_unknown',
  stateExpired: 'state_expired',
  stateUsed: 'state_used',
  stateNotThisBrowser: 'state_mismatch',
  malformedToken: 'malformed_token',
  kidMissing: 'kid_missing',
  unknownKid: 'unknown_kid',
  keySetUnavailable: 'platform_keys_unavailable',
  badSignature: 'bad_signature',
  wrongIssuer: 'wrong_issuer',
  wrongAudience: 'wrong_audience',
  wrongAuthorizedParty: 'wrong_azp',
  expired: 'token_expired',
  notYetValid: 'token_not_yet_valid',
  nonceMismatch: 'nonce_mismatch',
  wrongVersion: 'wrong_version',
  wrongMessageType: 'wrong_message_type',
  unknownDeployment: 'unknown_deployment',
  missingClaim: 'missing_claim',
  targetLinkMismatch: 'target_link_uri_mismatch',
  noContext: 'no_context',
  unknownContext: 'unknown_context',
} as const;

export type RefusalReasonCode = (typeof RefusalReason)[keyof typeof RefusalReason];

/** Who the refused message named, as far as it could be read (never the token itself). */
export type RefusalSource = { issuer?: string; clientId?: string; deploymentId?: string };

export class LaunchRefused extends Error {
  constructor(
    readonly reason: RefusalReasonCode,
    message: string,
    readonly status = 400,
    readonly source: RefusalSource = {},
  ) {
    super(message);
    this.name = 'LaunchRefused';
  }
}

export const refuse = (reason: RefusalReasonCode, message: string, status = 400) =>
  new LaunchRefused(reason, message, status);

export const OPEN_AGAIN = 'Open Groundschool again from your course.';
