import { z } from 'zod';

const booleanSetting = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const urlWithoutTrailingSlash = z
  .string()
  .url()
  .transform((value) => value.replace(/\/+$/, ''));

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Interface to listen on; default: loopback for a loopback PUBLIC_URL, else every interface. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address people use to reach the app; defaults to http://localhost:PORT. */
  PUBLIC_URL: urlWithoutTrailingSlash.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder for the embedded database and other local state. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… switches from the embedded PGlite database to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Seed the demo class and accounts; default: on for a new embedded database, off for PostgreSQL. */
  SEED_DEMO: booleanSetting.optional(),
  /** Folder of the built single-page app that the server serves. */
  STATIC_DIR: z.string().min(1).default('./dist'),
  /** A Logto tenant (https://tenant.logto.app); when set, the built-in identity provider is off. */
  LOGTO_ENDPOINT: urlWithoutTrailingSlash.optional(),
  /** The API resource indicator (audience of access tokens); defaults to PUBLIC_URL/api. */
  LOGTO_API_RESOURCE: z.string().min(1).optional(),
  /** The single-page app's client id at the identity provider. */
  LOGTO_APP_ID: z.string().min(1).default('groundschool-spa'),
  /** Extra redirect origins the built-in provider accepts (comma-separated), e.g. the Vite dev server. */
  OIDC_EXTRA_ORIGINS: z.string().default(''),
  /** Host of the course platform that embeds the app (teachable method); enables framing and SameSite=None. */
  COURSE_PLATFORM_HOST: z.string().default(''),
  /**
   * Course platforms that may register themselves by LTI Dynamic Registration: their origins
   * (comma-separated, e.g. https://moodle.school.edu), or * for any. Default: none.
   */
  LTI_REGISTRATION_ORIGINS: z.string().default(''),
  /** Teachable's sign-in pages (tests point this at the fake Teachable). */
  TEACHABLE_SSO_URL: urlWithoutTrailingSlash.default('https://sso.teachable.com'),
  /** Teachable's API (OAuth token, current user, Admin API). */
  TEACHABLE_API_URL: urlWithoutTrailingSlash.default('https://developers.teachable.com'),
  /**
   * Key that encrypts stored secrets (Teachable client secrets, API keys, OAuth tokens): 32 bytes,
   * base64. Unset: a key is made at first use in DATA_DIR/secrets.key.
   */
  SECRETS_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64')
    .optional(),
  /** Requests per minute per client before 429. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Milliseconds a worker thread may spend reading one imported file before the import answers 422. */
  IMPORT_PARSE_BUDGET_MS: z.coerce.number().int().positive().default(30_000),
  /** Requests one turn of the event loop starts before the rest wait for the next (0: no limit). */
  REQUESTS_PER_TURN: z.coerce.number().int().nonnegative().default(0),
  /**
   * Which proxies' X-Forwarded-* headers to believe: off (default), a hop count, or a comma-separated
   * list of proxy addresses / CIDR ranges. Off means the client address is the connection's.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(false|true|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be false, true, a hop count or a comma-separated list of addresses',
    )
    .default('false'),
  /** Offer the one-click demo accounts and the shared demo password (default: on for a loopback PUBLIC_URL). */
  DEMO_SIGN_IN: booleanSetting.optional(),
});

/** Fastify's trustProxy from TRUST_PROXY: false, true, a hop count or a list of addresses. */
export type TrustProxy = boolean | number | string[];

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True when the address people use is this machine itself (a laptop, a test run). */
export const isLoopbackUrl = (url: string) => {
  const { hostname } = new URL(url);
  return LOOPBACK_HOSTS.has(hostname) || /^127\./.test(hostname) || hostname.endsWith('.localhost');
};

/**
 * Where to listen when HOST is unset: this machine only while PUBLIC_URL is loopback (the demo
 * accounts, the superuser's included, are on then), every interface otherwise.
 */
function defaultHost(publicUrl: string) {
  if (!isLoopbackUrl(publicUrl)) return '0.0.0.0';
  return new URL(publicUrl).hostname === '[::1]' ? '::1' : '127.0.0.1';
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  /** Whether HOST chose the interface, or the default for PUBLIC_URL did. */
  hostFromSetting: boolean;
  port: number;
  publicUrl: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  dataDir: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  /** undefined: decide on first start (seed a new embedded database). */
  seedDemo: boolean | undefined;
  staticDir: string;
  identity: {
    /** Built-in oidc-provider at PUBLIC_URL/oidc, or an external Logto tenant. */
    builtIn: boolean;
    /** The endpoint the SDK is given; the issuer is `${endpoint}/oidc`. */
    endpoint: string;
    issuer: string;
    apiResource: string;
    appId: string;
    extraOrigins: string[];
  };
  coursePlatformHost: string;
  teachable: { ssoUrl: string; apiUrl: string };
  /** undefined: use (or make) DATA_DIR/secrets.key. */
  secretsKey: string | undefined;
  /** Origins allowed to use LTI Dynamic Registration; '*' allows any. */
  ltiRegistrationOrigins: string[];
  rateLimitMax: number;
  importParseBudgetMs: number;
  /** 0: every request starts in the turn it arrives (see `server/http/bounded-turns.ts`). */
  requestsPerTurn: number;
  trustProxy: TrustProxy;
  /** One-click demo accounts and the demo password at the built-in identity provider. */
  demoSignIn: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the settings from the environment; throws a ConfigError listing every bad one. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const endpoint = e.LOGTO_ENDPOINT ?? publicUrl;
  return {
    env: e.NODE_ENV,
    host: e.HOST ?? defaultHost(publicUrl),
    hostFromSetting: e.HOST !== undefined,
    port: e.PORT,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: `${e.DATA_DIR}/pglite` },
    seedDemo: e.SEED_DEMO,
    staticDir: e.STATIC_DIR,
    identity: {
      builtIn: !e.LOGTO_ENDPOINT,
      endpoint,
      issuer: `${endpoint}/oidc`,
      apiResource: e.LOGTO_API_RESOURCE ?? `${publicUrl}/api`,
      appId: e.LOGTO_APP_ID,
      extraOrigins: e.OIDC_EXTRA_ORIGINS.split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    },
    coursePlatformHost: e.COURSE_PLATFORM_HOST,
    teachable: { ssoUrl: e.TEACHABLE_SSO_URL, apiUrl: e.TEACHABLE_API_URL },
    secretsKey: e.SECRETS_KEY,
    ltiRegistrationOrigins: e.LTI_REGISTRATION_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    rateLimitMax: e.RATE_LIMIT_MAX,
    importParseBudgetMs: e.IMPORT_PARSE_BUDGET_MS,
    requestsPerTurn: e.REQUESTS_PER_TURN,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    demoSignIn: e.DEMO_SIGN_IN ?? isLoopbackUrl(publicUrl),
  };
}
