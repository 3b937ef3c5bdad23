import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Claim } from '../../../server/course-platforms/lti/claims';
import { lmsTokens, ltiLaunchFailures, sessions } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startFakePlatform, type FakePlatform } from './fake-platform';
import { TARGET_LINK_URI, landing, launch, registerPlatform } from './launch-flow';

// The 1EdTech certification suite's id_tokens (see certification/SOURCES.md).
const CASES = join(import.meta.dirname, 'certification');
const ISSUER = 'https://ltiadvantagevalidator.imsglobal.org';
const CLIENT_ID = 'imstester_3dfad6d';
const DAY_S = 24 * 3600;

const now = new Date('2026-03-02T09:00:00Z');
let test: TestApp;
let platform: FakePlatform;

type Case = { payload: Record<string, unknown>; header?: Record<string, unknown>; keep: string[] };

function readCase(kind: 'valid' | 'invalid', name: string): Case {
  const read = (file: string) => {
    const path = join(CASES, kind, name, file);
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : undefined;
  };
  return {
    payload: read('payload.json') as Record<string, unknown>,
    header: read('header.json') as Record<string, unknown> | undefined,
    keep: (read('keep.json') as string[] | undefined) ?? [],
  };
}

const casesOf = (kind: 'valid' | 'invalid') => readdirSync(join(CASES, kind)).sort();

/** Signs the case as the platform and launches it through a login initiation. */
function launchCase({ payload, header, keep }: Case) {
  const seconds = Math.floor(now.getTime() / 1000);
  const claims = {
    ...payload,
    ...(keep.includes('exp') ? {} : { exp: seconds + DAY_S }),
    ...(keep.includes('iat') ? {} : { iat: seconds - DAY_S }),
  };
  const target = payload[Claim.targetLinkUri];
  return launch(test.app, platform, {
    claims,
    exact: true,
    header,
    loginHint:
      typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : 'certification-user',
    targetLinkUri: typeof target === 'string' ? target : TARGET_LINK_URI,
  });
}

const count = async (table: typeof lmsTokens | typeof sessions | typeof ltiLaunchFailures) => {
  const [row] = await test.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

beforeAll(async () => {
  test = await createTestApp({}, { clock: () => now });
  platform = await startFakePlatform({
    issuer: ISSUER,
    clientId: CLIENT_ID,
    deploymentIds: ['testdeploy'],
    clock: () => now,
  });
  await registerPlatform(test.db, platform);
  // The suite's student cases share the course of its instructor cases: the instructor opens it first.
  const opened = await launchCase(readCase('valid', 'Launch LTI 1.3 Message as Instructor'));
  expect(opened.response.statusCode).toBe(303);
});

afterAll(async () => {
  await platform.close();
  await test.close();
});

describe('certification: every valid case launches', () => {
  it.each(casesOf('valid'))('%s', async (name) => {
    const failures = await count(ltiLaunchFailures);
    const tokens = await count(lmsTokens);
    const { response } = await launchCase(readCase('valid', name));
    expect(await count(ltiLaunchFailures)).toBe(failures);
    if (readCase('valid', name).payload[Claim.messageType] === 'LtiDeepLinkingRequest') {
      expect(response.statusCode).toBe(200);
      return;
    }
    expect(response.statusCode).toBe(303);
    expect(landing(response).token).toBeTruthy();
    expect(await count(lmsTokens)).toBe(tokens + 1);
  });
});

/** What each invalid case is refused for. */
const REFUSALS: Record<string, string> = {
  'Correct KID Required in Header': 'kid_missing',
  'Exp and Iat Fields invalid': 'token_expired',
  'Incorrect KID passed in JWT Header': 'unknown_kid',
  'JWT Passed is Not LTI 1.3 JWT': 'kid_missing',
  'LTI version passed is not 1.3': 'wrong_version',
  'Launch Instructor With Email No Context': 'no_context',
  'Launch With Missing resource_link_id': 'missing_claim',
  'No LTI Version Passed in JWT': 'wrong_version',
  'One or more JWT fields missing': 'wrong_version',
  'deployment_id Claim Missing': 'missing_claim',
  'message_type Claim Missing': 'wrong_message_type',
  'role Claim Missing': 'missing_claim',
  'user Claim Missing': 'missing_claim',
};

describe('certification: every invalid case is refused with a clear error, and no session or token', () => {
  it('knows every case', () => {
    expect(casesOf('invalid')).toEqual(Object.keys(REFUSALS).sort());
  });

  it.each(casesOf('invalid'))('%s', async (name) => {
    const tokens = await count(lmsTokens);
    const sessionCount = await count(sessions);
    const { response } = await launchCase(readCase('invalid', name));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toMatch(/<div class="alert" role="alert">[^<]{20,}<\/div>/);
    expect(response.body).toContain(REFUSALS[name]);
    expect(await count(lmsTokens)).toBe(tokens);
    expect(await count(sessions)).toBe(sessionCount);
  });
});
