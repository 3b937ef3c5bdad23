import { randomBytes } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { FakePlatform, PlatformModule } from './index';

const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

export type IssuedToken = { scopes: string[]; expiresAt: number };

/**
 * The platform's OAuth 2 token endpoint as Moodle's `mod/lti/token.php` behaves: the
 * client-credentials grant only, a client assertion signed by a key in the tool's key set
 * (`platform.toolKeySet`) with iss = sub = client id and aud = this endpoint, each `jti` once,
 * and 400 `invalid_client` / `invalid_request` / `invalid_scope` bodies as OAuth 2 names them.
 */
export const tokenEndpoint: PlatformModule = (app, platform) => {
  const usedJti = new Set<string>();
  app.post('/mod/lti/token.php', async (request, reply) => {
    const refuse = (error: string, description: string) =>
      reply.code(400).send({ error, error_description: description });
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return refuse('invalid_request', 'the body must be form-encoded');
    }
    const body = request.body as Record<string, string | undefined>;
    if (body.grant_type !== 'client_credentials')
      return refuse('unsupported_grant_type', 'only client_credentials');
    if (body.client_assertion_type !== CLIENT_ASSERTION_TYPE || !body.client_assertion) {
      return refuse('invalid_request', 'a JWT client assertion is required');
    }
    if (!platform.switches.tokenAvailable) return reply.code(503).send('Service Unavailable');
    let subject: string | undefined;
    try {
      const keySet = createLocalJWKSet((await platform.toolKeySet()) as JSONWebKeySet);
      const { payload } = await jwtVerify(body.client_assertion, keySet, {
        issuer: platform.clientId,
        subject: platform.clientId,
        audience: platform.urls.token,
        algorithms: ['RS256'],
      });
      if (!payload.jti || usedJti.has(payload.jti))
        return refuse('invalid_client', 'jti missing or reused');
      usedJti.add(payload.jti);
      subject = payload.sub;
    } catch (error) {
      return refuse('invalid_client', `client assertion refused: ${(error as Error).message}`);
    }
    const scopes = (body.scope ?? '').split(' ').filter(Boolean);
    const unknown = scopes.filter((scope) => !platform.grantableScopes.includes(scope));
    if (scopes.length === 0 || unknown.length > 0)
      return refuse('invalid_scope', unknown.join(' '));
    const accessToken = randomBytes(24).toString('hex');
    platform.issuedTokens.set(accessToken, { scopes, expiresAt: Date.now() + 3600_000 });
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: scopes.join(' '),
      sub: subject,
    };
  });
};

/** The scopes an `Authorization: Bearer` header grants, or null (unknown or expired token). */
export function grantedScopes(platform: FakePlatform, authorization: string | undefined) {
  const token = authorization?.match(/^Bearer (.+)$/)?.[1];
  const issued = token ? platform.issuedTokens.get(token) : undefined;
  if (!issued || issued.expiresAt < Date.now()) return null;
  return issued.scopes;
}
