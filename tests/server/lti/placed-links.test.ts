import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '../../../contract';
import { Claim } from '../../../server/course-platforms/lti/claims';
import { publishedToolKeys } from '../../../server/course-platforms/lti/tool-keys';
import { ltiContexts, ltiResourceLinks, userRoles, users } from '../../../server/db/schema';
import { aClass, aQuiz, aTopic } from '../helpers/builders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startFakePlatform, type FakePlatform } from './fake-platform';
import { RolePresets, resourceLinkClaims, type Course, type Person } from './fake-platform/claims';
import { RosterRoles } from './fake-platform/nrps';
import { TARGET_LINK_URI, landing, launch, registerPlatform } from './launch-flow';

// What a launch does with what deep linking placed, and with the course's roster.

let test: TestApp;
let platform: FakePlatform;

beforeAll(async () => {
  // The real clock: the roster sync signs a client assertion the platform checks against its own.
  test = await createTestApp();
  platform = await startFakePlatform({ toolKeySet: () => publishedToolKeys(test.db) });
  await registerPlatform(test.db, platform);
});

afterAll(async () => {
  await platform.close();
  await test.close();
});

let serial = 0;
const aCourse = (): Course => ({ id: `placed-course-${(serial += 1)}`, title: `Course ${serial}` });
const aPerson = (roles: readonly string[]): Person => ({
  sub: `placed-person-${(serial += 1)}`,
  roles,
  name: `Person ${serial}`,
});

const launchLink = (person: Person, course: Course, link: string, custom?: object) =>
  launch(test.app, platform, {
    claims: {
      ...resourceLinkClaims(platform, {
        person,
        course,
        resourceLink: { id: link, title: 'Placed quiz' },
        targetLinkUri: TARGET_LINK_URI,
      }),
      ...(custom ? { [Claim.custom]: custom } : {}),
    },
    targetLinkUri: TARGET_LINK_URI,
  });

/** A course whose class the instructor's first launch made; its id. */
async function aCourseOpenedByItsInstructor(course: Course) {
  const { response } = await launchLink(aPerson(RolePresets.moodle.teacher), course, 'home');
  const classId = Number(landing(response).path.match(/\/teacher\/classes\/(\d+)/)?.[1]);
  expect(classId).toBeGreaterThan(0);
  return classId;
}

const targetOf = async (resourceLinkId: string) =>
  (
    await test.db
      .select({ target: ltiResourceLinks.target })
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.resourceLinkId, resourceLinkId))
  )[0]?.target;

describe('a link placed by deep linking', () => {
  it('opens the quiz it names on its first launch, and remembers it', async () => {
    const course = aCourse();
    const classId = await aCourseOpenedByItsInstructor(course);
    const quizId = await aQuiz(test.db, classId, await aTopic(test.db, classId), {
      status: 'published',
    });
    const { response } = await launchLink(aPerson(RolePresets.moodle.student), course, 'dl-1', {
      gs_target: `quiz:${quizId}`,
    });
    expect(landing(response).path).toBe(`/student/classes/${classId}/quiz/${quizId}`);
    expect(await targetOf('dl-1')).toEqual({ kind: 'quiz', quizId });
  });

  it("never opens another class's quiz, whatever its custom parameters say", async () => {
    const course = aCourse();
    await aCourseOpenedByItsInstructor(course);
    const elsewhere = await aClass(test.db);
    const quizId = await aQuiz(test.db, elsewhere, await aTopic(test.db, elsewhere), {
      status: 'published',
    });
    const { response } = await launchLink(aPerson(RolePresets.moodle.student), course, 'dl-2', {
      gs_target: `quiz:${quizId}`,
    });
    expect(landing(response).path).toBe('/student');
    expect(await targetOf('dl-2')).toBeNull();
  });
});

describe('the first instructor launch of a course', () => {
  it("reads the course's roster, so students who never launched are in the class", async () => {
    const course = aCourse();
    platform.roster.members = [
      { user_id: `roster-${course.id}`, roles: RosterRoles.moodleStudent, name: 'Rosa Roster' },
    ];
    const classId = await aCourseOpenedByItsInstructor(course);
    await vi.waitFor(
      async () => {
        const [context] = await test.db
          .select({ synced: ltiContexts.rosterSyncedAt })
          .from(ltiContexts)
          .where(eq(ltiContexts.contextId, course.id));
        expect(context?.synced).toBeInstanceOf(Date);
      },
      { timeout: 10_000, interval: 50 },
    );
    const [rosa] = await test.db
      .select({ role: userRoles.role })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(and(eq(users.name, 'Rosa Roster'), eq(userRoles.classId, classId)));
    expect(rosa).toEqual({ role: Role.STUDENT });
  });
});
