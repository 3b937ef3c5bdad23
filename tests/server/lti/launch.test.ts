import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '../../../contract';
import { redeemLmsToken } from '../../../server/auth/lms-tokens';
import { classes, lmsTokens, ltiResourceLinks, sessions, users } from '../../../server/db/schema';
import { aQuiz, aTopic } from '../helpers/builders';
import { TEST_PUBLIC_URL } from '../helpers/test-app';
import { RolePresets } from './fake-platform/claims';
import { landing } from './launch-flow';
import {
  aCourse,
  aPerson,
  classOf,
  clock,
  count,
  expectRefused,
  launchAs,
  rolesOf,
  test,
  useLaunchSetup,
} from './launch-setup';

useLaunchSetup();

describe('a resource-link launch', () => {
  it("an instructor's first launch of a course makes its class, makes them its teacher and opens the class page with an lms token", async () => {
    const course = aCourse('Instrument Rating');
    const { response } = await launchAs(aPerson(RolePresets.moodle.teacher), course);
    expect(response.statusCode).toBe(303);
    const context = await classOf(course);
    expect(context).toBeDefined();
    const { path, token } = landing(response);
    expect(path).toBe(`/teacher/classes/${context?.classId}`);
    expect(String(response.headers.location).startsWith(TEST_PUBLIC_URL)).toBe(true);
    const userId = await redeemLmsToken(test.db, token ?? '', { now: clock() });
    expect(await rolesOf(userId)).toEqual([{ role: Role.TEACHER, classId: context?.classId }]);
    const [row] = await test.db
      .select({ name: classes.name })
      .from(classes)
      .where(eq(classes.id, context?.classId ?? 0));
    expect(row?.name).toBe('Instrument Rating');
    expect(context?.lineItems).toContain(`/mod/lti/services.php/${course.id}/lineitems?type_id=1`);
    expect(context?.memberships).toContain('/memberships');
  });

  it("a student's launch of that course makes them its student and opens their home; the link keeps its line item", async () => {
    const course = aCourse();
    await launchAs(aPerson(RolePresets.moodle.teacher), course);
    const { response } = await launchAs(aPerson(RolePresets.moodle.student), course);
    expect(response.statusCode).toBe(303);
    const { path, token } = landing(response);
    expect(path).toBe('/student');
    const userId = await redeemLmsToken(test.db, token ?? '', { now: clock() });
    const context = await classOf(course);
    expect(await rolesOf(userId)).toEqual([{ role: Role.STUDENT, classId: context?.classId }]);
    const [link] = await test.db
      .select()
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.resourceLinkId, `link-${course.id}`));
    expect(link?.lineItemUrl).toMatch(/\/lineitems\/7\/lineitem\?type_id=1$/);
  });

  it('a student of a link placed on a quiz lands on that quiz', async () => {
    const course = aCourse();
    await launchAs(aPerson(RolePresets.moodle.teacher), course);
    const context = await classOf(course);
    const classId = context?.classId ?? 0;
    const quizId = await aQuiz(test.db, classId, await aTopic(test.db, classId));
    await test.db
      .update(ltiResourceLinks)
      .set({ target: { kind: 'quiz', quizId } })
      .where(eq(ltiResourceLinks.resourceLinkId, `link-${course.id}`));
    const { response } = await launchAs(aPerson(RolePresets.canvas.student), course);
    expect(landing(response).path).toBe(`/student/classes/${classId}/quiz/${quizId}`);
  });

  it("an instructor who already teaches a class of the course's name gets that class linked, not a new one", async () => {
    const teacher = aPerson(RolePresets.moodle.teacher);
    const first = aCourse('Commercial Pilot');
    await launchAs(teacher, first);
    const second = aCourse('commercial pilot ');
    await launchAs(teacher, second);
    expect((await classOf(second))?.classId).toBe((await classOf(first))?.classId);
  });

  it('a student launch of a course no instructor has opened is refused: no class, no session, no token', async () => {
    const course = aCourse();
    const tokens = await count(lmsTokens);
    const sessionCount = await count(sessions);
    const { response } = await launchAs(aPerson(RolePresets.moodle.student), course);
    expect(response.statusCode).toBe(403);
    await expectRefused(
      response,
      'unknown_context',
      /ask your instructor to open Groundschool from this course first/i,
    );
    expect(await classOf(course)).toBeUndefined();
    expect(await count(lmsTokens)).toBe(tokens);
    expect(await count(sessions)).toBe(sessionCount);
  });

  it('a launch without name or e-mail ("No PII") works, and a later launch fills the name in', async () => {
    const course = aCourse();
    const person = aPerson(RolePresets.moodle.teacher, { name: undefined, email: undefined });
    const first = await launchAs(person, course);
    const userId = await redeemLmsToken(test.db, landing(first.response).token ?? '', {
      now: clock(),
    });
    const read = async () =>
      (
        await test.db
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, userId))
      )[0];
    expect(await read()).toEqual({ name: '', email: null });
    await launchAs({ ...person, givenName: 'Bessie', familyName: 'Coleman' }, course);
    expect(await read()).toEqual({ name: 'Bessie Coleman', email: null });
  });
});

describe('roles as Canvas and Moodle send them', () => {
  const roleIn = async (roles: readonly string[]) => {
    const course = aCourse();
    await launchAs(aPerson(RolePresets.moodle.teacher), course);
    const { response } = await launchAs(aPerson(roles), course);
    const userId = await redeemLmsToken(test.db, landing(response).token ?? '', { now: clock() });
    return (await rolesOf(userId))[0]?.role;
  };

  it.each([
    ['a Canvas teacher', RolePresets.canvas.teacher, Role.TEACHER],
    ['a Canvas teaching assistant', RolePresets.canvas.teachingAssistant, Role.TEACHER],
    ['a Canvas student', RolePresets.canvas.student, Role.STUDENT],
    [
      'a Canvas instructor elsewhere who is a student here',
      RolePresets.canvas.instructorElsewhereStudentHere,
      Role.STUDENT,
    ],
    ['a Canvas account administrator not enrolled', RolePresets.canvas.accountAdmin, Role.TEACHER],
    ['a Moodle teacher', RolePresets.moodle.teacher, Role.TEACHER],
    ['a Moodle site administrator', RolePresets.moodle.siteAdmin, Role.TEACHER],
    ['a Moodle student', RolePresets.moodle.student, Role.STUDENT],
  ])('%s', async (_who, roles, role) => {
    expect(await roleIn(roles)).toBe(role);
  });
});
