import { randomBytes } from 'node:crypto';
import type { FakePlatform, PlatformModule } from './index';

const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';

export type DynamicRegistrationState = {
  /** The registration token the platform hands the tool with the initiation URL. */
  token: string;
  /** The registrations the tool sent, as received. */
  received: Record<string, unknown>[];
};

const bearerOf = (authorization: string | undefined) => authorization?.match(/^Bearer (.+)$/)?.[1];

/** The address a platform administrator's "paste a URL" opens: the tool's URL with both parameters. */
export function registrationStartUrl(platform: FakePlatform, toolRegistrationUrl: string) {
  const url = new URL(toolRegistrationUrl);
  url.searchParams.set(
    'openid_configuration',
    `${platform.issuer}/mod/lti/openid-configuration.php`,
  );
  url.searchParams.set('registration_token', platform.registration.token);
  return url.href;
}

/** What Moodle 4.x checks of a tool's registration before it creates the tool type. */
function registrationProblems(body: Record<string, unknown>) {
  const problems: string[] = [];
  const configuration = body[TOOL_CONFIGURATION] as Record<string, unknown> | undefined;
  const text = (value: unknown) => typeof value === 'string' && value.length > 0;
  if (body.application_type !== 'web') problems.push('application_type must be web');
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  if (!list(body.response_types).includes('id_token')) problems.push('response_types');
  for (const grant of ['implicit', 'client_credentials'])
    if (!list(body.grant_types).includes(grant)) problems.push(`grant_types lacks ${grant}`);
  if (!text(body.initiate_login_uri)) problems.push('initiate_login_uri');
  if (list(body.redirect_uris).length === 0) problems.push('redirect_uris');
  if (!text(body.jwks_uri)) problems.push('jwks_uri');
  if (!configuration) return [...problems, TOOL_CONFIGURATION];
  if (!text(configuration.domain)) problems.push('domain');
  if (!text(configuration.target_link_uri)) problems.push('target_link_uri');
  const domain = String(configuration.domain);
  for (const uri of [body.initiate_login_uri, ...list(body.redirect_uris)]) {
    if (text(uri) && new URL(String(uri)).host !== domain)
      problems.push(`${String(uri)} is not on ${domain}`);
  }
  return problems;
}

/**
 * Dynamic Registration as Moodle 4.x offers it: `mod/lti/openid-configuration.php` (needs the
 * registration token as a bearer, as Moodle does) and `mod/lti/openid-registration.php`, which
 * checks the token (used once) and the payload, then answers with the client id and the
 * deployment id it created.
 */
export const dynamicRegistration: PlatformModule = (app, platform) => {
  app.get('/mod/lti/openid-configuration.php', async (request, reply) => {
    if (bearerOf(request.headers.authorization) !== platform.registration.token)
      return reply.code(401).send('Unauthorized');
    return {
      issuer: platform.issuer,
      token_endpoint: platform.urls.token,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS256'],
      jwks_uri: platform.urls.jwks,
      authorization_endpoint: platform.urls.auth,
      registration_endpoint: `${platform.issuer}/mod/lti/openid-registration.php`,
      scopes_supported: [...platform.grantableScopes, 'openid'],
      response_types_supported: ['id_token'],
      subject_types_supported: ['public', 'pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      claims_supported: ['sub', 'iss', 'name', 'given_name', 'family_name', 'email'],
      'https://purl.imsglobal.org/spec/lti-platform-configuration': {
        product_family_code: 'moodle',
        version: '4.1.2 (Build: 20230313)',
        messages_supported: [
          { type: 'LtiResourceLinkRequest' },
          { type: 'LtiDeepLinkingRequest', placements: ['ContentArea'] },
        ],
        variables: ['basic-lti-launch-request', 'ContentItemSelectionRequest'],
      },
    };
  });

  app.post('/mod/lti/openid-registration.php', async (request, reply) => {
    if (!request.headers['content-type']?.startsWith('application/json'))
      return reply.code(400).send('Unsupported content type');
    const token = bearerOf(request.headers.authorization);
    if (!token || token !== platform.registration.token)
      return reply.code(401).send('Unauthorized');
    const body = request.body as Record<string, unknown>;
    const problems = registrationProblems(body);
    if (problems.length > 0) return reply.code(400).send(problems.join('; '));
    platform.registration.received.push(body);
    // Moodle's token works once: the tool type now exists.
    platform.registration.token = randomBytes(16).toString('hex');
    const configuration = body[TOOL_CONFIGURATION] as Record<string, unknown>;
    return {
      ...body,
      client_id: platform.clientId,
      [TOOL_CONFIGURATION]: { ...configuration, deployment_id: platform.deploymentIds[0] },
    };
  });
};

export const newRegistrationState = (): DynamicRegistrationState => ({
  token: randomBytes(16).toString('hex'),
  received: [],
});

/**
 * The administrator's page of a Moodle-shaped platform after "Add LTI Advantage" with a tool URL:
 * the tool's registration in a frame, and the platform listening for its close message.
 */
export const registrationPage: PlatformModule = (app, platform) => {
  app.get('/admin/tool/registration.php', async (request, reply) => {
    const tool = (request.query as Record<string, string | undefined>).tool ?? '';
    const frameUrl = registrationStartUrl(platform, tool);
    return reply.type('text/html; charset=utf-8').send(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Manage tools</title></head>
<body><main><h1>Manage tools</h1>
<p id="status" role="status">Registering…</p>
<iframe title="Tool registration" src="${frameUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" width="600" height="400"></iframe>
<script>
window.addEventListener('message', (event) => {
  if (event.data && event.data.subject === 'org.imsglobal.lti.close') {
    document.getElementById('status').textContent = 'The tool closed its registration window.';
  }
});
</script></main></body></html>`);
  });
};
