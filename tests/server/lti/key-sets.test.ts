import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_KEY_SET_MAX_AGE_S,
  LONGEST_KEY_SET_MAX_AGE_S,
  keySetMaxAge,
} from '../../../server/course-platforms/lti/platform-key-sets';
import { ltiContexts, ltiPlatformKeySets } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startFakePlatform, type FakePlatform } from './fake-platform';
import { RolePresets, resourceLinkClaims } from './fake-platform/claims';
import { TARGET_LINK_URI, landing, launch, registerPlatform, testClock } from './launch-flow';

const { clock, later } = testClock();

let test: TestApp;
let platform: FakePlatform;
let registrationId = 0;
let serial = 0;

beforeAll(async () => {
  test = await createTestApp({}, { clock });
});

afterAll(async () => {
  await test.close();
});

beforeEach(async () => {
  await platform?.close();
  platform = await startFakePlatform({ clock, clientId: `client-${(serial += 1)}` });
  registrationId = (await registerPlatform(test.db, platform)).id;
});

const teacherLaunch = (
  options: { deploymentId?: string; header?: Record<string, unknown>; courseId?: string } = {},
) =>
  launch(test.app, platform, {
    claims: resourceLinkClaims(platform, {
      person: { sub: `teacher-${(serial += 1)}`, roles: RolePresets.moodle.teacher },
      course: { id: options.courseId ?? `course-${serial}`, title: 'Meteorology' },
      resourceLink: { id: 'link-1' },
      targetLinkUri: TARGET_LINK_URI,
      deploymentId: options.deploymentId,
    }),
    header: options.header,
    targetLinkUri: TARGET_LINK_URI,
  });

const keySetFetches = () =>
  platform.received.filter((request) => request.url === '/mod/lti/certs.php').length;

describe("the platform's key set, by the key-set cache rules", () => {
  it('is fetched once and kept for its Cache-Control max-age, then fetched again', async () => {
    platform.switches.jwksCacheControl = 'public, max-age=600';
    await teacherLaunch();
    await teacherLaunch();
    expect(keySetFetches()).toBe(1);
    later(601_000);
    await teacherLaunch();
    expect(keySetFetches()).toBe(2);
  });

  it('a rotated key (unknown kid) fetches the key set once more, and the new key launches', async () => {
    await teacherLaunch();
    later(11_000);
    await platform.keys.rotate('platform-key-2');
    const { response } = await teacherLaunch();
    expect(response.statusCode).toBe(303);
    expect(keySetFetches()).toBe(2);
  });

  it('a kid the platform does not publish is refused after one re-fetch', async () => {
    await teacherLaunch();
    later(11_000);
    const { response } = await teacherLaunch({
      header: { alg: 'RS256', kid: 'nobody-knows-this-key' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('unknown_kid');
    expect(keySetFetches()).toBe(2);
  });

  it('unknown kids right after a fetch do not fetch again (forged kids cannot hammer the platform)', async () => {
    await teacherLaunch();
    await teacherLaunch({ header: { alg: 'RS256', kid: 'forged-1' } });
    await teacherLaunch({ header: { alg: 'RS256', kid: 'forged-2' } });
    expect(keySetFetches()).toBe(1);
  });

  it("the platform's key set down: the launch is refused with words to try again, and no key set is stored", async () => {
    platform.switches.jwksAvailable = false;
    const { response } = await teacherLaunch();
    expect(response.statusCode).toBe(502);
    expect(response.body).toContain('could not read the course platform&#39;s public keys');
    expect(response.body).toContain('platform_keys_unavailable');
    const stored = await test.db
      .select()
      .from(ltiPlatformKeySets)
      .where(eq(ltiPlatformKeySets.platformId, registrationId));
    expect(stored).toEqual([]);
  });

  it('max-age is read from Cache-Control: absent → the default, no-store → 0, capped at a day', () => {
    expect(keySetMaxAge(null)).toBe(DEFAULT_KEY_SET_MAX_AGE_S);
    expect(keySetMaxAge('public')).toBe(DEFAULT_KEY_SET_MAX_AGE_S);
    expect(keySetMaxAge('public, max-age=120')).toBe(120);
    expect(keySetMaxAge('no-store')).toBe(0);
    expect(keySetMaxAge('max-age=99999999')).toBe(LONGEST_KEY_SET_MAX_AGE_S);
  });
});

describe('deployments', () => {
  it('two deployments of one client (Canvas) launch, and the same course id in each is a course of its own', async () => {
    await platform.close();
    platform = await startFakePlatform({
      clock,
      clientId: `client-${(serial += 1)}`,
      deploymentIds: ['5:abc', '7:abc'],
    });
    await registerPlatform(test.db, platform);
    const first = await teacherLaunch({ deploymentId: '5:abc', courseId: 'shared-course' });
    const second = await teacherLaunch({ deploymentId: '7:abc', courseId: 'shared-course' });
    expect(first.response.statusCode).toBe(303);
    expect(second.response.statusCode).toBe(303);
    const contexts = await test.db
      .select({ deploymentId: ltiContexts.deploymentId, classId: ltiContexts.classId })
      .from(ltiContexts)
      .where(eq(ltiContexts.contextId, 'shared-course'));
    expect(contexts.map((row) => row.deploymentId).sort()).toEqual(['5:abc', '7:abc']);
    expect(new Set(contexts.map((row) => row.classId)).size).toBe(2);
    expect(landing(second.response).token).toBeTruthy();
  });
});
