import type { LtiPlatform } from '../platforms';
import type { ServiceTokens } from '../service-token';

/** A request to a platform's service went wrong; the message says how, for the teacher. */
export class PlatformServiceError extends Error {}

const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Calls one of the platform's services with a bearer token for `scopes`. A token the platform
 * refuses (401: revoked, or expired early) is forgotten and the call made once more with a new one.
 */
export async function callService(
  tokens: ServiceTokens,
  platform: LtiPlatform,
  scopes: string[],
  url: string,
  init: { method: 'GET' | 'POST'; accept: string; contentType?: string; body?: unknown },
): Promise<Response> {
  const send = async () => {
    const token = await tokens.tokenFor(platform, scopes);
    try {
      return await fetch(url, {
        method: init.method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: init.accept,
          ...(init.contentType ? { 'content-type': init.contentType } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PlatformServiceError(
        `the platform could not be reached (${(error as Error).message})`,
      );
    }
  };
  let response = await send();
  if (response.status === 401) {
    tokens.forget(platform, scopes);
    response = await send();
  }
  if (!response.ok) {
    const text = (await response.text()).replace(/\s+/g, ' ').trim().slice(0, 200);
    throw new PlatformServiceError(
      `the platform answered ${response.status}${text ? ` ${text}` : ''}`,
    );
  }
  return response;
}
