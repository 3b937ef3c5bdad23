import {
  createLocalJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTPayload,
  type ProtectedHeaderParameters,
} from 'jose';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  Claim,
  LTI_VERSION,
  MessageType,
  agsClaim,
  deepLinkingSettingsClaim,
  nrpsClaim,
  type AgsClaim,
  type DeepLinkingSettings,
  type NrpsClaim,
} from './claims';
import { OPEN_AGAIN, RefusalReason, refuse, type LaunchRefused } from './launch-refused';
import type { LaunchState } from './launch-states';
import { KeySetUnavailable, keySetWithKid } from './platform-key-sets';
import { isKnownDeployment, type LtiPlatform } from './platforms';

/** The Security Framework's allowance for clocks that disagree (exp, iat). */
export const CLOCK_TOLERANCE_S = 300;

const contextClaim = z.object({
  id: z.string().min(1),
  title: z.string().optional(),
  label: z.string().optional(),
});
const resourceLinkClaim = z.object({ id: z.string().min(1), title: z.string().optional() });

export type LaunchClaims = JWTPayload & Record<string, unknown>;

/** An id_token that passed every check, read into what provisioning and the handlers need. */
export type CheckedIdToken = {
  claims: LaunchClaims;
  subject: string;
  deploymentId: string;
  messageType: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  roles: string[];
  context: z.infer<typeof contextClaim>;
  resourceLink: { id: string; title?: string } | null;
  ags: AgsClaim | null;
  nrps: NrpsClaim | null;
  deepLinking: DeepLinkingSettings | null;
};

const missingClaim = (name: string) =>
  refuse(
    RefusalReason.missingClaim,
    `The course platform's launch message has no ${name}. Ask your platform administrator to check the Groundschool tool's settings.`,
  );

function readHeader(idToken: string): ProtectedHeaderParameters {
  try {
    return decodeProtectedHeader(idToken);
  } catch {
    throw refuse(
      RefusalReason.malformedToken,
      `The course platform sent a launch message Groundschool cannot read. ${OPEN_AGAIN}`,
    );
  }
}

/** The platform's signature, by the key its header names, and the standard claims. */
async function verifySignature(
  db: Database,
  platform: LtiPlatform,
  idToken: string,
  now: Date,
  fetchImpl: typeof fetch,
): Promise<LaunchClaims> {
  const header = readHeader(idToken);
  if (header.alg !== 'RS256') {
    throw refuse(
      RefusalReason.malformedToken,
      'The course platform signed its launch message with an algorithm other than RS256, the one LTI 1.3 requires.',
    );
  }
  if (!header.kid) {
    throw refuse(
      RefusalReason.kidMissing,
      'The course platform signed its launch message without naming its key (no "kid" in the header).',
    );
  }
  let keySet;
  try {
    keySet = await keySetWithKid(db, platform, header.kid, now, fetchImpl);
  } catch (error) {
    if (!(error instanceof KeySetUnavailable)) throw error;
    throw refuse(
      RefusalReason.keySetUnavailable,
      `Groundschool could not read the course platform's public keys (${error.message}). Try again in a minute; if it keeps happening, ask your platform administrator to check the key set URL.`,
      502,
    );
  }
  if (!keySet) {
    throw refuse(
      RefusalReason.unknownKid,
      `The course platform signed its launch message with a key ("${header.kid}") its key set does not publish. Ask your platform administrator to check the key set URL registered in Groundschool.`,
    );
  }
  try {
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(keySet), {
      issuer: platform.issuer,
      audience: platform.clientId,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_S,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
    });
    return payload as LaunchClaims;
  } catch (error) {
    throw refusalOfJoseError(error);
  }
}

function refusalOfJoseError(error: unknown): LaunchRefused {
  if (error instanceof errors.JWTExpired) {
    return refuse(
      RefusalReason.expired,
      `The launch message has expired. Check that the course platform's clock is right. ${OPEN_AGAIN}`,
    );
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') {
      return refuse(
        RefusalReason.wrongIssuer,
        'The launch message names another issuer than the registered platform.',
      );
    }
    if (error.claim === 'aud') {
      return refuse(
        RefusalReason.wrongAudience,
        "The launch message is not addressed to Groundschool's client id on this platform.",
      );
    }
    if (error.claim === 'nbf' || error.claim === 'iat') {
      return refuse(
        RefusalReason.notYetValid,
        "The launch message is dated in the future. Check that the course platform's clock is right.",
      );
    }
    return missingClaim(`"${error.claim}" claim`);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return refuse(
      RefusalReason.badSignature,
      "The launch message's signature does not match the course platform's key.",
    );
  }
  return refuse(
    RefusalReason.malformedToken,
    `The course platform sent a launch message Groundschool cannot read. ${OPEN_AGAIN}`,
  );
}

const MESSAGE_TYPES = new Set<string>([MessageType.resourceLink, MessageType.deepLinkingRequest]);

function optionalClaim<T>(claims: LaunchClaims, name: string, schema: z.ZodType<T>): T | null {
  if (claims[name] === undefined) return null;
  const parsed = schema.safeParse(claims[name]);
  if (!parsed.success) throw missingClaim(`valid ${name} claim`);
  return parsed.data;
}

/**
 * Every check of the 1EdTech Security Framework §5.1.3 on an id_token answering `state`: the
 * signature by `kid`, iss, aud (and azp), exp and iat within CLOCK_TOLERANCE_S, the state's nonce,
 * then the LTI claims (version, message type, a deployment known for this client, sub, roles,
 * context, resource link, target_link_uri as the login initiation named it).
 */
export async function checkIdToken(
  db: Database,
  platform: LtiPlatform,
  state: LaunchState,
  idToken: string,
  now: Date,
  fetchImpl: typeof fetch = fetch,
): Promise<CheckedIdToken> {
  const claims = await verifySignature(db, platform, idToken, now, fetchImpl);
  if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp === undefined) {
    throw refuse(
      RefusalReason.wrongAuthorizedParty,
      'The launch message has several audiences but no authorized party (azp).',
    );
  }
  if (claims.azp !== undefined && claims.azp !== platform.clientId) {
    throw refuse(
      RefusalReason.wrongAuthorizedParty,
      "The launch message's authorized party (azp) is not Groundschool's client id.",
    );
  }
  if (typeof claims.iat !== 'number' || claims.iat > now.getTime() / 1000 + CLOCK_TOLERANCE_S) {
    throw refuse(
      RefusalReason.notYetValid,
      "The launch message is dated in the future. Check that the course platform's clock is right.",
    );
  }
  if (claims.nonce !== state.nonce) {
    throw refuse(
      RefusalReason.nonceMismatch,
      `The launch message does not answer this sign-in (its nonce differs or was used before). ${OPEN_AGAIN}`,
    );
  }
  if (claims[Claim.version] !== LTI_VERSION) {
    throw refuse(
      RefusalReason.wrongVersion,
      `The course platform launched with LTI version "${String(claims[Claim.version] ?? 'none')}"; Groundschool speaks LTI 1.3.0.`,
    );
  }
  const messageType = claims[Claim.messageType];
  if (typeof messageType !== 'string' || !MESSAGE_TYPES.has(messageType)) {
    throw refuse(
      RefusalReason.wrongMessageType,
      `The course platform sent a "${String(messageType ?? 'no')}" message; Groundschool opens resource links and deep-linking requests.`,
    );
  }
  const deploymentId = claims[Claim.deploymentId];
  if (typeof deploymentId !== 'string' || deploymentId === '') throw missingClaim('deployment id');
  if (!(await isKnownDeployment(db, platform.id, deploymentId))) {
    throw refuse(
      RefusalReason.unknownDeployment,
      `This course platform launched from deployment "${deploymentId}", which is not registered in Groundschool. Ask a Groundschool administrator to add it under Course platforms.`,
    );
  }
  if (typeof claims.sub !== 'string' || claims.sub === '') throw missingClaim('user (sub)');
  const roles = claims[Claim.roles];
  if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string')) {
    throw missingClaim('roles claim');
  }
  const context = optionalClaim(claims, Claim.context, contextClaim);
  if (!context) {
    throw refuse(
      RefusalReason.noContext,
      'Groundschool opens from inside a course. Add it to a course and open it from there.',
    );
  }
  const resourceLink = optionalClaim(claims, Claim.resourceLink, resourceLinkClaim);
  const isResourceLink = messageType === MessageType.resourceLink;
  if (isResourceLink && !resourceLink) throw missingClaim('resource link id');
  const targetLinkUri = claims[Claim.targetLinkUri];
  if (isResourceLink && typeof targetLinkUri !== 'string') throw missingClaim('target_link_uri');
  if (targetLinkUri !== undefined && targetLinkUri !== state.targetLinkUri) {
    throw refuse(
      RefusalReason.targetLinkMismatch,
      `The launch message's target_link_uri differs from the login initiation's. ${OPEN_AGAIN}`,
    );
  }
  const deepLinking = optionalClaim(claims, Claim.deepLinkingSettings, deepLinkingSettingsClaim);
  if (!isResourceLink && !deepLinking) throw missingClaim('deep-linking settings');
  return {
    claims,
    subject: claims.sub,
    deploymentId,
    messageType: isResourceLink ? MessageType.resourceLink : MessageType.deepLinkingRequest,
    roles,
    context,
    resourceLink,
    ags: optionalClaim(claims, Claim.ags, agsClaim),
    nrps: optionalClaim(claims, Claim.nrps, nrpsClaim),
    deepLinking,
  };
}
