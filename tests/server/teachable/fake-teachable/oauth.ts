import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FakeTeachable, TeachableModule } from './index';
import { escapeHtml, schoolPage, schoolSessionUser } from './school-site';

// Teachable's OAuth provider as its docs describe it (docs.teachable.com "OAuth Quickstart Guide",
// "Refreshing access tokens"): the authorize page on sso.teachable.com takes client_id,
// response_type=code, required_scopes, optional_scopes and state, and no redirect_uri: the code
// goes to the Redirect URL the owner registered with the app. The token endpoint on
// developers.teachable.com takes client_id and client_secret in the body (form or JSON), answers
// `expires_in: 7200` and, refreshing, hands back the same refresh token (the docs' example).
// The token answer names no scope (the docs show none): a client learns whether courses:read was
// granted from /v1/current_user/courses answering 403.

/** Teachable's labels of the scopes on its consent page. */
export const SCOPE_LABELS: Record<string, string> = {
  'name:read': 'View your name',
  'email:read': 'View your email address',
  'courses:read': 'View Your Course(s) information',
};

export const ACCESS_TOKEN_SECONDS = 7200;

export type FakeGrant = { userId: number; scopes: string[]; clientId: string };
export type FakeAccessToken = FakeGrant & { expiresAt: Date };

const token = () => randomBytes(24).toString('base64url');

function registeredRedirect(teachable: FakeTeachable) {
  const [uri] = teachable.oauthApp.redirectUris;
  if (!uri) throw new Error('the OAuth app has no Redirect URL');
  return uri;
}

function redirectBack(
  teachable: FakeTeachable,
  reply: FastifyReply,
  fields: Record<string, string>,
) {
  const target = new URL(registeredRedirect(teachable));
  for (const [name, value] of Object.entries(fields)) target.searchParams.set(name, value);
  return reply.redirect(target.toString(), 302);
}

const scopeList = (value: unknown) =>
  typeof value === 'string' ? value.split(/[\s+]+/).filter(Boolean) : [];

function consentPage(teachable: FakeTeachable, query: Record<string, string | undefined>) {
  const optional = scopeList(query.optional_scopes);
  const required = scopeList(query.required_scopes);
  const hidden = ['client_id', 'state', 'required_scopes', 'optional_scopes']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? '')}">`)
    .join('');
  const boxes = optional
    .map(
      (scope, index) =>
        `<p><input type="checkbox" id="scope-${index}" name="granted_scopes" value="${escapeHtml(scope)}" checked> <label for="scope-${index}">${escapeHtml(SCOPE_LABELS[scope] ?? scope)}</label></p>`,
    )
    .join('');
  const always = required.map((scope) => `<li>${escapeHtml(SCOPE_LABELS[scope] ?? scope)}</li>`);
  return schoolPage(
    'Authorize Groundschool',
    `<p>Groundschool would like to:</p><ul>${always.join('')}</ul>
<form method="post" action="/secure/${escapeHtml(teachable.schoolId)}/identity/oauth_provider/authorize">${hidden}${boxes}
<p><button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button></p></form>`,
  );
}

export const oauth: TeachableModule = (app, teachable) => {
  const authorizePath = '/secure/:schoolId/identity/oauth_provider/authorize';

  app.get(authorizePath, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const { schoolId } = request.params as { schoolId: string };
    if (teachable.outages.sso) return reply.code(503).send('Teachable is unavailable');
    if (schoolId !== teachable.schoolId) return reply.code(404).send('no such school');
    if (query.client_id !== teachable.oauthApp.clientId || query.response_type !== 'code') {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(schoolPage('Invalid request', ''));
    }
    if (!schoolSessionUser(teachable, request)) {
      return reply.redirect(`/sign_in?return_to=${encodeURIComponent(request.url)}`, 302);
    }
    teachable.consentsShown += 1;
    return reply.type('text/html; charset=utf-8').send(consentPage(teachable, query));
  });

  app.post(authorizePath, async (request, reply) => {
    const form = request.body as Record<string, string | string[] | undefined>;
    const user = schoolSessionUser(teachable, request);
    if (!user || form.client_id !== teachable.oauthApp.clientId) {
      return reply.code(400).send('Invalid request');
    }
    const state = typeof form.state === 'string' ? form.state : '';
    const withState = (fields: Record<string, string>) => (state ? { ...fields, state } : fields);
    if (form.decision !== 'approve') {
      return redirectBack(teachable, reply, withState({ error: 'access_denied' }));
    }
    const offered = scopeList(form.optional_scopes);
    const ticked = [form.granted_scopes ?? []].flat().filter((scope) => offered.includes(scope));
    const code = token();
    teachable.codes.set(code, {
      userId: user.id,
      clientId: teachable.oauthApp.clientId,
      scopes: [...scopeList(form.required_scopes), ...ticked],
    });
    return redirectBack(teachable, reply, withState({ code }));
  });

  app.post('/v1/current_user/oauth2/token', async (request, reply) => {
    if (teachable.outages.api) return reply.code(503).send({ error: 'unavailable' });
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    const { oauthApp } = teachable;
    if (body.client_id !== oauthApp.clientId || body.client_secret !== oauthApp.clientSecret) {
      return reply.code(401).send({ error: 'invalid_client' });
    }
    let grant: FakeGrant | undefined;
    let refreshToken: string | undefined;
    if (body.grant_type === 'authorization_code') {
      grant = body.code === undefined ? undefined : teachable.codes.get(body.code);
      if (body.code !== undefined) teachable.codes.delete(body.code);
      if (body.redirect_uri !== undefined && body.redirect_uri !== registeredRedirect(teachable)) {
        grant = undefined;
      }
      refreshToken = token();
    } else if (body.grant_type === 'refresh_token') {
      refreshToken = body.refresh_token;
      grant = refreshToken === undefined ? undefined : teachable.refreshTokens.get(refreshToken);
    } else {
      return reply.code(400).send({ error: 'unsupported_grant_type' });
    }
    if (!grant || grant.clientId !== oauthApp.clientId || refreshToken === undefined) {
      return reply.code(400).send({ error: 'invalid_grant' });
    }
    const accessToken = token();
    const expiresAt = new Date(teachable.clock().getTime() + ACCESS_TOKEN_SECONDS * 1000);
    teachable.accessTokens.set(accessToken, { ...grant, expiresAt });
    teachable.refreshTokens.set(refreshToken, grant);
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
    };
  });
};

/** Teachable forgets the person's grant (the person revoked the app): refreshing is refused. */
export function revokeRefreshTokens(teachable: FakeTeachable, userId: number) {
  for (const [value, grant] of teachable.refreshTokens) {
    if (grant.userId === userId) teachable.refreshTokens.delete(value);
  }
}
