import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import cookie from '@fastify/cookie';
import { adminApi } from './admin-api';
import { currentUserApi } from './current-user-api';
import { oauth, type FakeAccessToken, type FakeGrant } from './oauth';
import { schoolSite } from './school-site';

/**
 * A test-only Teachable that behaves like the real one, listening on a loopback port so the app
 * reaches it over real HTTP. One address stands for Teachable's three hosts: the school's own site
 * (course pages that frame the app, the school's sign-in and `/sign_out`), `sso.teachable.com`
 * (the OAuth consent screen) and `developers.teachable.com` (OAuth token, current user, Admin API).
 * Each module of this folder adds the endpoints of one part; `teachableModules` lists them.
 */
export type FakeTeachableUser = {
  id: number;
  name: string;
  email: string;
  password: string;
  /** Teachable's role of the person in the school. */
  role: 'student' | 'owner' | 'author';
};

export type FakeCourse = { id: number; name: string };

/** One enrolment as Teachable keeps it; `isActive` false once disabled. */
export type FakeEnrolment = {
  userId: number;
  courseId: number;
  enrolledAt: Date;
  isActive: boolean;
  expiresAt: Date | null;
};

/** The school's OAuth app, as its owner registered it in Settings → OAuth apps. */
export type FakeOAuthApp = { clientId: string; clientSecret: string; redirectUris: string[] };

export type FakeTeachable = {
  /** Where it listens (`http://127.0.0.1:port`): the school's site, SSO and API alike. */
  address: string;
  schoolId: string;
  oauthApp: FakeOAuthApp;
  /** The Admin API key (Growth plan and up); null: the school has none. */
  apiKey: string | null;
  users: FakeTeachableUser[];
  courses: FakeCourse[];
  enrolments: FakeEnrolment[];
  /** Requests it received, oldest first. */
  received: { method: string; url: string }[];
  /** Where the school's admin pointed its webhooks (the app's address); null: none configured. */
  webhookAddress: string | null;
  /** Its clock (token expiry, enrolment times). */
  clock: () => Date;
  /** Per-module state; each module adds its own field. */
  /** school-site: the school's sign-in sessions (cookie value → Teachable user id). */
  schoolSessions: Map<string, number>;
  /** oauth: codes not yet exchanged, live access tokens, refresh tokens. */
  codes: Map<string, FakeGrant>;
  accessTokens: Map<string, FakeAccessToken>;
  refreshTokens: Map<string, FakeGrant>;
  /** oauth: how many times the consent page was shown. */
  consentsShown: number;
  /** Switches for outages: `sso` (the authorize page), `api` (token, current-user and Admin API). */
  outages: { sso: boolean; api: boolean };
  app: FastifyInstance;
  close: () => Promise<void>;
};

export type FakeTeachableOptions = {
  schoolId?: string;
  oauthApp?: Partial<FakeOAuthApp>;
  apiKey?: string | null;
  users?: FakeTeachableUser[];
  courses?: FakeCourse[];
  clock?: () => Date;
};

/** One part of the fake: registers its routes; reads `teachable` at request time. */
export type TeachableModule = (app: FastifyInstance, teachable: FakeTeachable) => void;

const teachableModules: TeachableModule[] = [schoolSite, oauth, currentUserApi, adminApi];

export const DEFAULT_STUDENT: FakeTeachableUser = {
  id: 70001,
  name: 'Tess Teachable',
  email: 'tess@student.test',
  password: 'tess-password',
  role: 'student',
};

export async function startFakeTeachable(
  options: FakeTeachableOptions = {},
): Promise<FakeTeachable> {
  const app = Fastify({ logger: false });
  await app.register(formbody);
  await app.register(cookie);
  const teachable: FakeTeachable = {
    address: '',
    schoolId: options.schoolId ?? '1234567',
    oauthApp: {
      clientId: 'teachable-client-1',
      clientSecret: 'teachable-secret-1',
      redirectUris: [],
      ...options.oauthApp,
    },
    apiKey: options.apiKey === undefined ? null : options.apiKey,
    users: options.users ?? [DEFAULT_STUDENT],
    courses: options.courses ?? [{ id: 2001, name: 'Private Pilot Ground School' }],
    enrolments: [],
    webhookAddress: null,
    received: [],
    clock: options.clock ?? (() => new Date()),
    schoolSessions: new Map(),
    codes: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    consentsShown: 0,
    outages: { sso: false, api: false },
    app,
    close: () => app.close(),
  };
  app.addHook('onRequest', async (request) => {
    teachable.received.push({ method: request.method, url: request.url });
  });
  for (const register of teachableModules) register(app, teachable);
  teachable.address = await app.listen({ host: '127.0.0.1', port: 0 });
  return teachable;
}
