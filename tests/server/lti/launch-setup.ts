/** What the launch tests share: the app, the fake platform, people, courses and a launch. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  ltiContexts,
  ltiLaunchFailures,
  userRoles,
  type lmsTokens,
  type sessions,
} from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startFakePlatform, type FakePlatform } from './fake-platform';
import { resourceLinkClaims, type Course, type Person } from './fake-platform/claims';
import {
  TARGET_LINK_URI,
  launch,
  registerPlatform,
  testClock,
  type postLaunch,
} from './launch-flow';

const { clock, later } = testClock();
export { clock, later };

export let test: TestApp;
export let platform: FakePlatform;

/** A test app and a fake platform registered with it, for the launches of one test file. */
export function useLaunchSetup() {
  beforeAll(async () => {
    test = await createTestApp({}, { clock });
    platform = await startFakePlatform({ clock });
    await registerPlatform(test.db, platform);
  });
  afterAll(async () => {
    await platform.close();
    await test.close();
  });
}

let serial = 0;
export const aCourse = (title = 'Private Pilot Ground School'): Course => ({
  id: `course-${(serial += 1)}`,
  title,
  label: 'PPL-101',
});
export const aPerson = (roles: readonly string[], fields: Partial<Person> = {}): Person => ({
  sub: `person-${(serial += 1)}`,
  roles,
  name: 'Amelia Earhart',
  email: `amelia-${serial}@school.test`,
  ...fields,
});

export const launchAs = (person: Person, course: Course, extra: Record<string, unknown> = {}) =>
  launch(test.app, platform, {
    claims: {
      ...resourceLinkClaims(platform, {
        person,
        course,
        resourceLink: { id: `link-${course.id}`, title: 'Week 1 quiz' },
        targetLinkUri: TARGET_LINK_URI,
        lineItem: `${platform.address}/mod/lti/services.php/${course.id}/lineitems/7/lineitem?type_id=1`,
      }),
      ...extra,
    },
    targetLinkUri: TARGET_LINK_URI,
  });

export const count = async (
  table: typeof lmsTokens | typeof sessions | typeof ltiLaunchFailures,
) => {
  const [row] = await test.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

export const classOf = async (course: Course) => {
  const [row] = await test.db
    .select({
      classId: ltiContexts.classId,
      lineItems: ltiContexts.lineItemsUrl,
      memberships: ltiContexts.membershipsUrl,
    })
    .from(ltiContexts)
    .where(eq(ltiContexts.contextId, course.id));
  return row;
};

export const rolesOf = (userId: number) =>
  test.db
    .select({ role: userRoles.role, classId: userRoles.classId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));

export async function expectRefused(
  response: Awaited<ReturnType<typeof postLaunch>>,
  reason: string,
  words: RegExp,
) {
  expect(response.headers['content-type']).toMatch(/text\/html/);
  expect(response.body).toMatch(words);
  expect(response.body).toContain(reason);
  expect(response.headers.location).toBeUndefined();
  const [failure] = await test.db
    .select()
    .from(ltiLaunchFailures)
    .orderBy(sql`${ltiLaunchFailures.id} desc`)
    .limit(1);
  expect(failure?.reason).toBe(reason);
}
