import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RefusalReason, LaunchRefused, refuse } from './launch-refused';
import { sendRefusal } from './launch-failures';
import { createLaunchState } from './launch-states';
import { storeStatePage } from './pages';
import { findPlatform, isKnownDeployment, platformsOfIssuer, type LtiPlatform } from './platforms';
import { setStateCookie } from './state-cookie';

const loginParameters = z.object({
  iss: z.string().min(1),
  login_hint: z.string().min(1),
  target_link_uri: z.string().min(1),
  client_id: z.string().min(1).optional(),
  lti_message_hint: z.string().optional(),
  lti_deployment_id: z.string().min(1).optional(),
  lti_storage_target: z.string().min(1).optional(),
});

type LoginParameters = z.infer<typeof loginParameters>;

const UNKNOWN_REGISTRATION = (issuer: string, clientId: string | undefined) =>
  `This course platform (${issuer}${clientId ? `, client id ${clientId}` : ''}) is not registered in Groundschool. Ask a Groundschool administrator to add it under Course platforms, with the issuer and client id your platform shows for the tool.`;

/** The registration the initiation names; a platform may omit client_id when it has one only. */
async function registrationOf(app: FastifyInstance, login: LoginParameters) {
  let platform: LtiPlatform | undefined;
  if (login.client_id) {
    platform = await findPlatform(app.db, login.iss, login.client_id);
  } else {
    const candidates = await platformsOfIssuer(app.db, login.iss);
    platform = candidates.length === 1 ? candidates[0] : undefined;
  }
  if (!platform) {
    throw refuse(
      RefusalReason.unknownRegistration,
      UNKNOWN_REGISTRATION(login.iss, login.client_id),
    );
  }
  if (
    login.lti_deployment_id &&
    !(await isKnownDeployment(app.db, platform.id, login.lti_deployment_id))
  ) {
    throw refuse(
      RefusalReason.unknownDeployment,
      `This course platform launched from deployment "${login.lti_deployment_id}", which is not registered in Groundschool. Ask a Groundschool administrator to add it under Course platforms.`,
    );
  }
  return platform;
}

/** The OIDC authentication request (LTI Core 1.3 §5.1.1.2, Security Framework §5.1.1.2). */
function authenticationRequest(
  platform: LtiPlatform,
  login: LoginParameters,
  redirectUri: string,
  state: { state: string; nonce: string },
) {
  const url = new URL(platform.authUrl);
  const parameters: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: redirectUri,
    login_hint: login.login_hint,
    state: state.state,
    nonce: state.nonce,
  };
  if (login.lti_message_hint !== undefined) parameters.lti_message_hint = login.lti_message_hint;
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * `GET|POST /lti/login`: third-party login initiation. Stores a state and nonce, binds the state to
 * the browser (a cookie, and the platform's storage when it offers `lti_storage_target`), and
 * sends the browser to the platform's authorization endpoint.
 */
export async function loginRoutes(app: FastifyInstance) {
  const initiate = async (request: FastifyRequest, reply: FastifyReply) => {
    const now = app.clock();
    const raw = request.method === 'GET' ? request.query : request.body;
    const parsed = loginParameters.safeParse(raw ?? {});
    try {
      if (!parsed.success) {
        throw refuse(
          RefusalReason.missingParameters,
          `The course platform's login request lacks ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}. Ask your platform administrator to check the Groundschool tool's login URL.`,
        );
      }
      const login = parsed.data;
      const platform = await registrationOf(app, login);
      const storageTarget = login.lti_storage_target ?? null;
      const state = await createLaunchState(
        app.db,
        { platformId: platform.id, targetLinkUri: login.target_link_uri, storageTarget },
        now,
      );
      const next = authenticationRequest(
        platform,
        login,
        `${app.config.publicUrl}/lti/launch`,
        state,
      );
      setStateCookie(reply, state.state);
      reply.header('cache-control', 'no-store');
      if (storageTarget === null) return reply.redirect(next, 302);
      return reply.type('text/html; charset=utf-8').send(
        storeStatePage(state.state, next, {
          target: storageTarget,
          origin: new URL(platform.authUrl).origin,
        }),
      );
    } catch (error) {
      if (!(error instanceof LaunchRefused)) throw error;
      const fields: Partial<LoginParameters> = parsed.success ? parsed.data : {};
      const source = {
        issuer: fields.iss,
        clientId: fields.client_id,
        deploymentId: fields.lti_deployment_id,
      };
      return sendRefusal(app.db, request, reply, error, source, now);
    }
  };
  app.get('/login', initiate);
  app.post('/login', initiate);
}
