import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../contract';
import { createBearerVerifier } from '../../server/auth/bearer';
import type { Config } from '../../server/config';
import { ApiError } from '../../server/errors/api-error';
import { testConfig } from './helpers/test-app';

/** Spec §9: key set cache 10 minutes; cooldown 30 seconds; timeout 5 seconds. */
const MINUTE = 60 * 1000;
const CACHE_MS = 10 * MINUTE;
const COOLDOWN_MS = 30 * 1000;
const TIMEOUT_MS = 5 * 1000;

type Key = { privateKey: CryptoKey; jwk: JWK };

async function newKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256' } };
}

const tokenFor = (config: Config, key: Key) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: key.jwk.kid })
    .setSubject('pilot-1')
    .setIssuer(config.identity.issuer)
    .setAudience(config.identity.apiResource)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(key.privateKey);

/** The verifier's verdict: the subject, or the error code of the ApiError it threw. */
const verdict = async (verify: (token: string) => Promise<{ subject: string }>, token: string) => {
  try {
    return (await verify(token)).subject;
  } catch (error) {
    if (error instanceof ApiError) return `${error.statusCode} ${error.errorCode}`;
    throw error;
  }
};

const REFUSED = `401 ${ErrorCode.UNAUTHENTICATED}`;

let first: Key;
let second: Key;
let start: number;

beforeAll(async () => {
  [first, second] = await Promise.all([newKey('key-1'), newKey('key-2')]);
});

beforeEach(() => {
  start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const at = (ms: number) => vi.setSystemTime(start + ms);

describe('key set of the built-in provider (read from the database)', () => {
  const config = testConfig();

  it('is cached for 10 minutes, then read again', async () => {
    const loadKeys = vi.fn(async () => ({ keys: [first.jwk] }));
    const verify = createBearerVerifier(config, loadKeys);
    const token = await tokenFor(config, first);

    expect(await verdict(verify, token)).toBe('pilot-1');
    at(CACHE_MS - 1);
    expect(await verdict(verify, token)).toBe('pilot-1');
    expect(loadKeys).toHaveBeenCalledTimes(1);
    at(CACHE_MS);
    expect(await verdict(verify, token)).toBe('pilot-1');
    expect(loadKeys).toHaveBeenCalledTimes(2);
  });

  it('is read again for an unknown key only after a cooldown of 30 seconds', async () => {
    const published = [first.jwk];
    const loadKeys = vi.fn(async () => ({ keys: [...published] }));
    const verify = createBearerVerifier(config, loadKeys);
    expect(await verdict(verify, await tokenFor(config, first))).toBe('pilot-1');

    published.push(second.jwk); // a new signing key appears
    const token = await tokenFor(config, second);
    at(COOLDOWN_MS);
    expect(await verdict(verify, token)).toBe(REFUSED);
    expect(loadKeys).toHaveBeenCalledTimes(1);
    at(COOLDOWN_MS + 1);
    expect(await verdict(verify, token)).toBe('pilot-1');
    expect(loadKeys).toHaveBeenCalledTimes(2);
  });
});

describe('key set of an external Logto tenant (fetched over HTTP)', () => {
  const published: JWK[] = [];
  let fetches = 0;
  let hang = false;
  let jwksServer: Server;
  let config: Config;

  beforeAll(async () => {
    jwksServer = createServer((request, response) => {
      if (request.url !== '/oidc/jwks') {
        response.statusCode = 404;
        response.end();
        return;
      }
      fetches += 1;
      if (hang) return; // never answers
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: published }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const { port } = jwksServer.address() as AddressInfo;
    config = testConfig({ LOGTO_ENDPOINT: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    jwksServer.closeAllConnections();
    await new Promise((resolve) => jwksServer.close(resolve));
  });
  beforeEach(() => {
    published.splice(0, published.length, first.jwk);
    fetches = 0;
    hang = false;
  });

  it('is cached for 10 minutes, then fetched again', async () => {
    const verify = createBearerVerifier(config, async () => ({ keys: [] }));
    const token = await tokenFor(config, first);

    expect(await verdict(verify, token)).toBe('pilot-1');
    at(CACHE_MS - 1);
    expect(await verdict(verify, token)).toBe('pilot-1');
    expect(fetches).toBe(1);
    at(CACHE_MS + 1);
    expect(await verdict(verify, token)).toBe('pilot-1');
    expect(fetches).toBe(2);
  });

  it('is fetched again for an unknown key only after a cooldown of 30 seconds', async () => {
    const verify = createBearerVerifier(config, async () => ({ keys: [] }));
    expect(await verdict(verify, await tokenFor(config, first))).toBe('pilot-1');

    published.push(second.jwk);
    const token = await tokenFor(config, second);
    at(COOLDOWN_MS - 1);
    expect(await verdict(verify, token)).toBe(REFUSED);
    expect(fetches).toBe(1);
    at(COOLDOWN_MS + 1);
    expect(await verdict(verify, token)).toBe('pilot-1');
    expect(fetches).toBe(2);
  });

  it('gives up a key set request after 5 seconds: 503, the sign-in service cannot be reached', async () => {
    hang = true;
    // The real timeout is AbortSignal.timeout(ms); this one fires when the test says so.
    const timeouts: { ms: number; controller: AbortController }[] = [];
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      timeouts.push({ ms, controller });
      return controller.signal;
    });
    const verify = createBearerVerifier(config, async () => ({ keys: [] }));

    const pending = verdict(verify, await tokenFor(config, first));
    await vi.waitFor(() => expect(fetches).toBe(1));
    expect(timeouts.map((timeout) => timeout.ms)).toEqual([TIMEOUT_MS]);
    timeouts[0]?.controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));

    expect(await pending).toBe(`503 ${ErrorCode.INTERNAL}`);
  });
});
