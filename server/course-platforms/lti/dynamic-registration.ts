import { z } from 'zod';
import type { Database } from '../../db/client';
import { isLoopbackUrl } from '../../config';
import { MessageType, Scope } from './claims';
import { savePlatform, type LtiPlatform } from './platforms';
import { toolUrls } from './tool-urls';

const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
const PLATFORM_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-platform-configuration';
const FETCH_TIMEOUT_MS = 10_000;

/** A registration that could not be made; `message` is written for the platform's administrator. */
export class RegistrationError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'RegistrationError';
  }
}

const platformConfigurationSchema = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  registration_endpoint: z.string().url(),
  [PLATFORM_CONFIGURATION]: z.object({ product_family_code: z.string().default('') }).optional(),
});

const registrationAnswerSchema = z.object({
  client_id: z.string().min(1),
  [TOOL_CONFIGURATION]: z.object({ deployment_id: z.string().min(1).optional() }).optional(),
});

/** What the tool asks for (LTI Dynamic Registration 1.0 §3.5.2), built from PUBLIC_URL. */
export function toolRegistration(publicUrl: string) {
  const urls = toolUrls(publicUrl);
  const placements = ['ContentArea', 'link_selection', 'assignment_selection'];
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    client_name: 'Groundschool',
    initiate_login_uri: urls.login,
    redirect_uris: [urls.launch],
    jwks_uri: urls.jwks,
    logo_uri: `${publicUrl}/favicon.svg`,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: [
      Scope.lineItem,
      Scope.lineItemReadOnly,
      Scope.resultReadOnly,
      Scope.score,
      Scope.contextMembershipReadOnly,
    ].join(' '),
    [TOOL_CONFIGURATION]: {
      domain: new URL(publicUrl).host,
      target_link_uri: urls.launch,
      description: 'Quizzes, a final exam and flashcards; scores go to the gradebook.',
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: [
        { type: MessageType.resourceLink, target_link_uri: urls.launch },
        {
          type: MessageType.deepLinkingRequest,
          target_link_uri: urls.deepLinking,
          label: 'Groundschool quiz or flashcards',
          placements,
        },
      ],
    },
  };
}

/** Loopback addresses may be plain http (a laptop, the tests); everything else must be https. */
function parsePlatformUrl(value: string | undefined) {
  if (!value) {
    throw new RegistrationError(
      'missing_openid_configuration',
      'The course platform did not say where its configuration is (openid_configuration). Start the registration again from the platform.',
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RegistrationError(
      'bad_openid_configuration',
      'The platform’s configuration address is not a valid URL.',
    );
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackUrl(value))) {
    throw new RegistrationError(
      'insecure_openid_configuration',
      'The platform’s configuration address must start with https://.',
    );
  }
  return url;
}

async function fetchJson(url: string, init: RequestInit, what: string) {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    throw new RegistrationError(
      'platform_unreachable',
      `Groundschool could not reach ${new URL(url).host} (${what}).`,
    );
  }
  const text = await response.text();
  if (!response.ok) {
    throw new RegistrationError(
      'platform_refused',
      `The platform refused (${what}, ${response.status}): ${text.slice(0, 200)}`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RegistrationError(
      'platform_bad_answer',
      `The platform did not answer with JSON (${what}).`,
    );
  }
}

export type DynamicRegistrationRequest = {
  openidConfiguration: string | undefined;
  registrationToken: string | undefined;
  publicUrl: string;
  /** Origins allowed to register ('*': any). */
  allowedOrigins: string[];
  now?: Date;
};

/**
 * LTI Dynamic Registration 1.0: read the platform's OpenID configuration, send it the tool's
 * registration with the platform's registration token, and keep the client id and deployment it
 * answers with.
 */
export async function registerDynamically(
  db: Database,
  request: DynamicRegistrationRequest,
): Promise<{ platform: LtiPlatform; deploymentId: string | null }> {
  const configurationUrl = parsePlatformUrl(request.openidConfiguration);
  const origin = configurationUrl.origin;
  if (!request.allowedOrigins.includes('*') && !request.allowedOrigins.includes(origin)) {
    throw new RegistrationError(
      'origin_not_allowed',
      `This Groundschool does not accept registrations from ${origin}. Its administrator can allow them (LTI_REGISTRATION_ORIGINS=${origin}) or add the platform by hand on the Course platforms screen.`,
    );
  }
  const bearer: Record<string, string> = request.registrationToken
    ? { authorization: `Bearer ${request.registrationToken}` }
    : {};
  const parsed = platformConfigurationSchema.safeParse(
    await fetchJson(
      configurationUrl.href,
      { headers: { accept: 'application/json', ...bearer } },
      'its configuration',
    ),
  );
  if (!parsed.success) {
    throw new RegistrationError(
      'bad_platform_configuration',
      `The platform’s configuration lacks what LTI needs (${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}).`,
    );
  }
  const configuration = parsed.data;
  if (new URL(configuration.issuer).origin !== origin) {
    throw new RegistrationError(
      'issuer_mismatch',
      `The platform calls itself ${configuration.issuer}, but its configuration came from ${origin}.`,
    );
  }
  const answer = registrationAnswerSchema.safeParse(
    await fetchJson(
      configuration.registration_endpoint,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...bearer },
        body: JSON.stringify(toolRegistration(request.publicUrl)),
      },
      'its registration endpoint',
    ),
  );
  if (!answer.success) {
    throw new RegistrationError(
      'bad_registration_answer',
      'The platform accepted the registration but did not send a client id.',
    );
  }
  const deploymentId = answer.data[TOOL_CONFIGURATION]?.deployment_id ?? null;
  const platform = await savePlatform(
    db,
    {
      issuer: configuration.issuer,
      clientId: answer.data.client_id,
      authUrl: configuration.authorization_endpoint,
      tokenUrl: configuration.token_endpoint,
      jwksUrl: configuration.jwks_uri,
      name: configuration[PLATFORM_CONFIGURATION]?.product_family_code ?? '',
      registeredBy: 'dynamic',
      deploymentIds: deploymentId ? [deploymentId] : [],
    },
    request.now,
  );
  return { platform, deploymentId };
}
