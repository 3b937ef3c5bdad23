import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { LtiPlatform } from './platforms';
import { signAsTool } from './tool-keys';

const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** A token is used no closer than this to its expiry. */
const EXPIRY_MARGIN_MS = 60_000;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.coerce.number().positive().default(3600),
  scope: z.string().optional(),
});

export class ServiceTokenError extends Error {}

type CachedToken = { accessToken: string; expiresAt: number };

/**
 * Access tokens for the Advantage services (AGS, NRPS): the OAuth 2 client-credentials grant with
 * a client assertion signed by the tool's key (1EdTech Security Framework §4.1), cached per
 * (platform, scopes) until shortly before they expire. A cache per process is enough: a token is
 * a capability the platform granted, not something the database must agree on.
 */
export class ServiceTokens {
  private readonly cache = new Map<string, CachedToken>();

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async tokenFor(platform: LtiPlatform, scopes: string[]): Promise<string> {
    const sortedScopes = [...scopes].sort();
    const key = `${platform.id} ${sortedScopes.join(' ')}`;
    const now = this.clock().getTime();
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > now) return cached.accessToken;
    const assertion = await signAsTool(
      this.db,
      { iss: platform.clientId, sub: platform.clientId, aud: platform.tokenUrl, jti: randomUUID() },
      { now: this.clock() },
    );
    const response = await this.fetchImpl(platform.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: CLIENT_ASSERTION_TYPE,
        client_assertion: assertion,
        scope: sortedScopes.join(' '),
      }),
    });
    if (!response.ok) {
      throw new ServiceTokenError(
        `the platform's token endpoint answered ${response.status} ${(await response.text()).slice(0, 200)}`,
      );
    }
    const answer = tokenAnswer.safeParse(await response.json());
    if (!answer.success) throw new ServiceTokenError('the platform sent no usable access token');
    this.cache.set(key, {
      accessToken: answer.data.access_token,
      expiresAt: now + answer.data.expires_in * 1000,
    });
    return answer.data.access_token;
  }

  /** Forgets a token the platform refused (401), so the next call asks for a new one. */
  forget(platform: LtiPlatform, scopes: string[]) {
    this.cache.delete(`${platform.id} ${[...scopes].sort().join(' ')}`);
  }
}
