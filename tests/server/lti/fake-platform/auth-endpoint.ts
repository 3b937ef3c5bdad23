import { randomUUID } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { FakePlatform, PlatformModule } from './index';

/** A launch the platform will send once the tool's authentication request for it arrives. */
export type PendingLaunch = {
  /** The claims of the id_token; the platform adds iss, aud, iat, exp and the request's nonce. */
  claims: JWTPayload & Record<string, unknown>;
  /** Sign these claims as they are (certification cases): only a `nonce` present is replaced. */
  exact?: boolean;
  /** A JWT header instead of `{alg: RS256, kid}` (certification cases). */
  header?: Record<string, unknown>;
  /** The user the login initiation names. */
  loginHint: string;
  messageHint: string;
};

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The platform's OIDC authorization endpoint as Moodle's `mod/lti/auth.php` behaves: it checks
 * the tool's authentication request (scope, response type, `response_mode=form_post`,
 * `prompt=none`, the registered client id and redirect URI, the login and message hints it sent
 * in the initiation echoed back), then answers a page that form-posts `id_token` and `state` to
 * the redirect URI. A refused request is a 400 naming what was wrong (Moodle shows an error page).
 */
export const authEndpoint: PlatformModule = (app, platform) => {
  app.get('/mod/lti/auth.php', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const refuse = (problem: string) => reply.code(400).type('text/plain').send(problem);
    if (query.scope !== 'openid') return refuse('invalid_scope: scope must be openid');
    if (query.response_type !== 'id_token') return refuse('unsupported_response_type');
    if (query.response_mode !== 'form_post') return refuse('invalid_request: response_mode');
    if (query.prompt !== 'none') return refuse('invalid_request: prompt must be none');
    if (query.client_id !== platform.clientId) return refuse('unauthorized_client');
    if (!query.redirect_uri || !platform.redirectUris.includes(query.redirect_uri)) {
      return refuse('invalid_request: redirect_uri is not registered');
    }
    if (!query.nonce || !query.state) return refuse('invalid_request: nonce and state');
    const pending = platform.pendingLaunches.get(query.lti_message_hint ?? '');
    if (!pending) return refuse('invalid_request: lti_message_hint was not echoed');
    if (pending.loginHint !== query.login_hint) return refuse('access_denied: login_hint');
    platform.pendingLaunches.delete(pending.messageHint);
    const nowSeconds = Math.floor(platform.clock().getTime() / 1000);
    const claims = pending.exact
      ? { ...pending.claims, ...('nonce' in pending.claims ? { nonce: query.nonce } : {}) }
      : {
          iss: platform.issuer,
          aud: platform.clientId,
          iat: nowSeconds,
          exp: nowSeconds + 60,
          ...pending.claims,
          nonce: query.nonce,
        };
    const idToken = await platform.keys.sign(claims, pending.header);
    platform.sentIdTokens.push(idToken);
    return reply.type('text/html; charset=utf-8').send(`<!DOCTYPE html>
<html><body onload="document.forms[0].submit()">
<form method="post" action="${escape(query.redirect_uri)}">
<input type="hidden" name="id_token" value="${escape(idToken)}">
<input type="hidden" name="state" value="${escape(query.state)}">
</form></body></html>`);
  });
};

/**
 * The login initiation the platform starts a launch with (what Moodle's `initiate_login` sends):
 * the launch waits, under a fresh `lti_message_hint`, for the tool's authentication request.
 */
export function initiateLogin(
  platform: FakePlatform,
  launch: Omit<PendingLaunch, 'loginHint' | 'messageHint'> & {
    loginHint?: string;
    targetLinkUri: string;
    deploymentId?: string;
    storageTarget?: string;
  },
) {
  const messageHint = randomUUID();
  const loginHint = launch.loginHint ?? String(launch.claims.sub ?? 'anonymous');
  platform.pendingLaunches.set(messageHint, { ...launch, loginHint, messageHint });
  return {
    iss: platform.issuer,
    login_hint: loginHint,
    target_link_uri: launch.targetLinkUri,
    lti_message_hint: messageHint,
    client_id: platform.clientId,
    ...(launch.deploymentId ? { lti_deployment_id: launch.deploymentId } : {}),
    ...(launch.storageTarget ? { lti_storage_target: launch.storageTarget } : {}),
  };
}
