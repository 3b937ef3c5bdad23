import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { ErrorCode } from '../../contract';
import type { Config } from '../config';
import { ApiError, unauthenticated } from '../errors/api-error';

/** Spec §9: key set cache 10 minutes, cooldown 30 seconds, timeout 5 seconds; clock tolerance 300 s. */
export const KEY_SET_CACHE_MS = 10 * 60 * 1000;
export const KEY_SET_COOLDOWN_MS = 30 * 1000;
export const KEY_SET_TIMEOUT_MS = 5 * 1000;
export const CLOCK_TOLERANCE_S = 300;

/** `email` only when the token carries one its issuer has not marked unverified. */
export type VerifiedIdentity = { subject: string; name: string | null; email: string | null };
export type BearerVerifier = (token: string) => Promise<VerifiedIdentity>;

/**
 * The built-in provider's keys live in our database: read them through `loadKeys`, keep them for the
 * cache time, and reload early (at most every cooldown) when a token names a key we do not have.
 */
function cachedLocalKeySet(loadKeys: () => Promise<JSONWebKeySet>): JWTVerifyGetKey {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  let loadedAt = 0;
  const reload = async () => {
    keySet = createLocalJWKSet(await loadKeys());
    loadedAt = Date.now();
    return keySet;
  };
  return async (header, token) => {
    const current = keySet && Date.now() - loadedAt < KEY_SET_CACHE_MS ? keySet : await reload();
    try {
      return await current(header, token);
    } catch (error) {
      if (
        error instanceof errors.JWKSNoMatchingKey &&
        Date.now() - loadedAt > KEY_SET_COOLDOWN_MS
      ) {
        return (await reload())(header, token);
      }
      throw error;
    }
  };
}

function toApiError(error: unknown): ApiError {
  if (error instanceof errors.JWTExpired) {
    return unauthenticated('Your sign-in has expired. Please sign in again.');
  }
  if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
    return new ApiError(
      503,
      ErrorCode.INTERNAL,
      'The sign-in service cannot be reached. Please try again in a moment.',
    );
  }
  return unauthenticated('Your sign-in is not valid. Please sign in again.');
}

/**
 * Verifies access tokens of the built-in provider (its key set from the database) or of an external
 * Logto tenant (its published key set): signature, issuer, audience (the API resource) and expiry.
 */
export function createBearerVerifier(
  config: Config,
  loadLocalKeys: () => Promise<JSONWebKeySet>,
): BearerVerifier {
  const keys = config.identity.builtIn
    ? cachedLocalKeySet(loadLocalKeys)
    : createRemoteJWKSet(new URL(`${config.identity.issuer}/jwks`), {
        cacheMaxAge: KEY_SET_CACHE_MS,
        cooldownDuration: KEY_SET_COOLDOWN_MS,
        timeoutDuration: KEY_SET_TIMEOUT_MS,
      });
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: config.identity.issuer,
        audience: config.identity.apiResource,
        clockTolerance: CLOCK_TOLERANCE_S,
      }));
    } catch (error) {
      throw toApiError(error);
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') {
      throw unauthenticated('Your sign-in is not valid. Please sign in again.');
    }
    const name =
      typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null;
    const email =
      typeof payload.email === 'string' &&
      payload.email.includes('@') &&
      payload.email_verified !== false
        ? payload.email.trim().toLowerCase()
        : null;
    return { subject: payload.sub, name, email };
  };
}
