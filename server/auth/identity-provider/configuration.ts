import type { JWK } from 'jose';
import { errors, type ClientMetadata, type Configuration, type JWKS } from 'oidc-provider';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { findAccount } from './accounts';
import { DatabaseAdapter } from './adapter';
import { OIDC_SCOPES } from './grants';
import { errorPage, logoutPage, signedOutPage } from './pages';

const HOUR = 60 * 60;
const FOURTEEN_DAYS = 14 * 24 * HOUR;

/** oidc-provider's descriptions are lower-case fragments ("client is invalid"). */
const sentence = (text: string) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

export type ProviderSecrets = { signingKeys: { keys: JWK[] }; cookieKeys: string[] };

/** The single-page app: a public client using PKCE, redirecting back to /auth/callback. */
export function spaClient(config: Config): ClientMetadata {
  const origins = [config.publicUrl, ...config.identity.extraOrigins];
  return {
    client_id: config.identity.appId,
    client_name: 'Groundschool',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.map((origin) => `${origin}/auth/callback`),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/login`),
  };
}

export function providerConfiguration(
  config: Config,
  db: Database,
  secrets: ProviderSecrets,
): Configuration {
  const { apiResource } = config.identity;
  const allowedOrigins = new Set(
    [config.publicUrl, ...config.identity.extraOrigins].map((url) => new URL(url).origin),
  );
  const loginUrl = `${config.publicUrl}/login`;

  return {
    adapter: (model: string) => new DatabaseAdapter(db, model),
    clients: [spaClient(config)],
    findAccount: (_ctx, subject) => findAccount(db, subject),
    jwks: secrets.signingKeys as JWKS,
    cookies: {
      keys: secrets.cookieKeys,
      names: {
        session: 'gs_oidc_session',
        interaction: 'gs_oidc_interaction',
        resume: 'gs_oidc_resume',
      },
    },
    scopes: [...OIDC_SCOPES],
    claims: {
      openid: ['sub'],
      profile: ['name', 'username'],
      email: ['email', 'email_verified'],
    },
    // The SDK reads name and username from the ID token.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== apiResource) throw new errors.InvalidTarget();
          return {
            // Who may do what is decided by the API from the user's roles, not by token scopes.
            scope: '',
            audience: apiResource,
            accessTokenTTL: HOUR,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          // Signing out from the app names our client: confirm without asking again.
          const fromApp = ctx.oidc.client?.clientId === config.identity.appId;
          ctx.type = 'html';
          ctx.body = logoutPage(form, fromApp);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(loginUrl);
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage({
        title: 'Sign-in could not continue',
        message: sentence(String(out.error_description ?? out.error)),
        loginUrl,
      });
    },
    rotateRefreshToken: true,
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Grant: FOURTEEN_DAYS,
      Session: FOURTEEN_DAYS,
      // A rotated refresh token keeps the remaining lifetime: sign in again 14 days after signing in.
      RefreshToken: (ctx) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? Math.max(1, rotated.remainingTTL) : FOURTEEN_DAYS;
      },
    },
  };
}
