import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { PlatformKeys, makePlatformKey } from './keys';
import { tokenEndpoint, type IssuedToken } from './token-endpoint';
import { deepLinkReturn, newDeepLinkingState, type DeepLinkingState } from './deep-link-return';
import { newRosterState, nrps, type RosterState } from './nrps';
import { agsEndpoints, FakeGradebook } from './ags';
import { authEndpoint, type PendingLaunch } from './auth-endpoint';
import { platformStorage } from './platform-storage';
import {
  dynamicRegistration,
  newRegistrationState,
  registrationPage,
  type DynamicRegistrationState,
} from './dynamic-registration';
import { Scope } from '../../../../server/course-platforms/lti/claims';

/**
 * A test-only LTI 1.3 platform that behaves like a real one (Moodle-shaped by default), listening
 * on a loopback port so the tool reaches it over real HTTP. Each module of this folder adds the
 * endpoints of one part (key set, authorisation, token, AGS, NRPS, deep-link return, dynamic
 * registration, platform storage); `platformModules` lists them.
 */
export type FakePlatform = {
  /** Its issuer: its base address (Moodle's wwwroot) unless set apart (Canvas); set once it listens. */
  issuer: string;
  /** Where it listens (`http://127.0.0.1:port`). */
  address: string;
  clientId: string;
  deploymentIds: string[];
  urls: { auth: string; token: string; jwks: string };
  keys: PlatformKeys;
  /** Requests the platform received, oldest first (method, path with query, content type). */
  received: { method: string; url: string; contentType: string | undefined }[];
  /** Switches for outages and quirks the modules read at request time. */
  switches: { jwksAvailable: boolean; tokenAvailable: boolean; jwksCacheControl: string | null };
  /** The tool's public keys as the platform fetches them (its registered key-set URL). */
  toolKeySet: () => Promise<unknown>;
  /** Scopes the token endpoint grants (a registration's allowed services). */
  grantableScopes: string[];
  /** Access tokens the token endpoint issued. */
  issuedTokens: Map<string, IssuedToken>;
  /** Deep linking: the data it sent, the items placed and line items made from the tool's answers. */
  deepLinking: DeepLinkingState;
  /** NRPS: the course's members, served a page at a time. */
  roster: RosterState;
  /** AGS line items and the scores they hold (`ags.ts`); `gradebook.available` off: 503. */
  gradebook: FakeGradebook;
  /** The tool's redirect URIs as registered (the auth endpoint sends id_tokens only there). */
  redirectUris: string[];
  /** Launches waiting for the tool's authentication request, by lti_message_hint. */
  pendingLaunches: Map<string, PendingLaunch>;
  /** Every id_token the auth endpoint sent, oldest first. */
  sentIdTokens: string[];
  /** The platform's clock (iat, exp of what it signs). */
  clock: () => Date;
  /** Dynamic registration: the token it hands out, what the tool sent. */
  registration: DynamicRegistrationState;
  app: FastifyInstance;
  close: () => Promise<void>;
};

export type FakePlatformOptions = {
  clientId?: string;
  deploymentIds?: string[];
  /** Where the platform reads the tool's key set (default: nowhere until a test sets it). */
  toolKeySet?: () => Promise<unknown>;
  /** An issuer apart from the address (Canvas: `https://canvas.instructure.com`). */
  issuer?: string;
  redirectUris?: string[];
  clock?: () => Date;
};

/** One part of the platform: registers its routes; reads `platform` at request time. */
export type PlatformModule = (app: FastifyInstance, platform: FakePlatform) => void;

const keySet: PlatformModule = (app, platform) => {
  app.get('/mod/lti/certs.php', async (_request, reply) => {
    if (!platform.switches.jwksAvailable) return reply.code(503).send('Service Unavailable');
    if (platform.switches.jwksCacheControl !== null) {
      reply.header('cache-control', platform.switches.jwksCacheControl);
    }
    return platform.keys.jwks();
  });
};

const platformModules: PlatformModule[] = [
  keySet,
  tokenEndpoint,
  authEndpoint,
  platformStorage,
  deepLinkReturn,
  nrps,
  agsEndpoints,
  dynamicRegistration,
  registrationPage,
];

export async function startFakePlatform(options: FakePlatformOptions = {}): Promise<FakePlatform> {
  const app = Fastify({ logger: false });
  await app.register(formbody);
  const platform: FakePlatform = {
    issuer: '',
    address: '',
    clientId: options.clientId ?? 'groundschool-client-1',
    deploymentIds: options.deploymentIds ?? ['1'],
    urls: { auth: '', token: '', jwks: '' },
    keys: new PlatformKeys(await makePlatformKey('platform-key-1')),
    received: [],
    switches: { jwksAvailable: true, tokenAvailable: true, jwksCacheControl: null },
    toolKeySet:
      options.toolKeySet ??
      (() =>
        Promise.reject(new Error('the test did not tell the platform where the tool keys are'))),
    grantableScopes: Object.values(Scope),
    issuedTokens: new Map(),
    deepLinking: newDeepLinkingState(),
    roster: newRosterState(),
    gradebook: new FakeGradebook(() => platform.address),
    redirectUris: options.redirectUris ?? [],
    pendingLaunches: new Map(),
    sentIdTokens: [],
    clock: options.clock ?? (() => new Date()),
    registration: newRegistrationState(),
    app,
    close: () => app.close(),
  };
  app.addHook('onRequest', async (request) => {
    platform.received.push({
      method: request.method,
      url: request.url,
      contentType: request.headers['content-type'],
    });
  });
  for (const register of platformModules) register(app, platform);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  platform.address = address;
  platform.issuer = options.issuer ?? address;
  platform.urls = {
    auth: `${address}/mod/lti/auth.php`,
    token: `${address}/mod/lti/token.php`,
    jwks: `${address}/mod/lti/certs.php`,
  };
  return platform;
}
