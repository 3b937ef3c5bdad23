import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { PlatformKeys, makePlatformKey } from './keys';
import { tokenEndpoint, type IssuedToken } from './token-endpoint';
import { deepLinkReturn, newDeepLinkingState, type DeepLinkingState } from './deep-link-return';
import { newRosterState, nrps, type RosterState } from './nrps';
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
  /** Its issuer and base address (the same, as Moodle's wwwroot); set once it listens. */
  issuer: string;
  clientId: string;
  deploymentIds: string[];
  urls: { auth: string; token: string; jwks: string };
  keys: PlatformKeys;
  /** Requests the platform received, oldest first (method, path with query, content type). */
  received: { method: string; url: string; contentType: string | undefined }[];
  /** Switches for outages and quirks the modules read at request time. */
  switches: { jwksAvailable: boolean; tokenAvailable: boolean };
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
};

/** One part of the platform: registers its routes; reads `platform` at request time. */
export type PlatformModule = (app: FastifyInstance, platform: FakePlatform) => void;

const keySet: PlatformModule = (app, platform) => {
  app.get('/mod/lti/certs.php', async (_request, reply) => {
    if (!platform.switches.jwksAvailable) return reply.code(503).send('Service Unavailable');
    return platform.keys.jwks();
  });
};

const platformModules: PlatformModule[] = [
  keySet,
  tokenEndpoint,
  deepLinkReturn,
  nrps,
  dynamicRegistration,
  registrationPage,
];

export async function startFakePlatform(options: FakePlatformOptions = {}): Promise<FakePlatform> {
  const app = Fastify({ logger: false });
  await app.register(formbody);
  const platform: FakePlatform = {
    issuer: '',
    clientId: options.clientId ?? 'groundschool-client-1',
    deploymentIds: options.deploymentIds ?? ['1'],
    urls: { auth: '', token: '', jwks: '' },
    keys: new PlatformKeys(await makePlatformKey('platform-key-1')),
    received: [],
    switches: { jwksAvailable: true, tokenAvailable: true },
    toolKeySet:
      options.toolKeySet ??
      (() =>
        Promise.reject(new Error('the test did not tell the platform where the tool keys are'))),
    grantableScopes: Object.values(Scope),
    issuedTokens: new Map(),
    deepLinking: newDeepLinkingState(),
    roster: newRosterState(),
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
  platform.issuer = address;
  platform.urls = {
    auth: `${platform.issuer}/mod/lti/auth.php`,
    token: `${platform.issuer}/mod/lti/token.php`,
    jwks: `${platform.issuer}/mod/lti/certs.php`,
  };
  return platform;
}
