import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '../../../contract';
import { Scope } from '../../../server/course-platforms/lti/claims';
import { savePlatform, type LtiPlatform } from '../../../server/course-platforms/lti/platforms';
import { RosterError, syncRoster } from '../../../server/course-platforms/lti/roster';
import { UNNAMED_PERSON } from '../../../server/course-platforms/lti/roster/people';
import { ServiceTokens } from '../../../server/course-platforms/lti/service-token';
import { publishedToolKeys } from '../../../server/course-platforms/lti/tool-keys';
import type { DatabaseConnection } from '../../../server/db/client';
import { getRoles } from '../../../server/repositories/users';
import { listClassStudents } from '../../../server/repositories/classes';
import { createUser, grantRole } from '../helpers/auth-fixtures';
import { aClass } from '../helpers/builders';
import { createTestDatabase } from '../helpers/test-database';
import { startFakePlatform, type FakePlatform } from './fake-platform';
import { membershipsUrlOf, RosterRoles } from './fake-platform/nrps';
import { anLtiContext, aPlatformPerson, aRegistrationOf } from './lti-builders';

let connection: DatabaseConnection;
let platform: FakePlatform;
let registration: LtiPlatform;
let tokens: ServiceTokens;

beforeAll(async () => {
  connection = await createTestDatabase();
  platform = await startFakePlatform({ toolKeySet: () => publishedToolKeys(connection.db) });
  registration = await aRegistrationOf(connection.db, platform);
});

beforeEach(() => {
  tokens = new ServiceTokens(connection.db);
  platform.roster.members = [];
  platform.grantableScopes = Object.values(Scope);
});

afterAll(async () => {
  await platform.close();
  await connection.close();
});

let serial = 0;
/** A class linked to a platform course whose launches offered NRPS. */
async function aCourseWithRoster() {
  const classId = await aClass(connection.db);
  const courseId = String((serial += 1) + 100);
  const contextRowId = (
    await anLtiContext(connection.db, registration, classId, {
      contextId: courseId,
      membershipsUrl: membershipsUrlOf(platform, courseId),
    })
  ).id;
  return { classId, contextRowId };
}

const rosterRequests = () =>
  platform.received.filter((request) => request.url.includes('/memberships'));
const rolesInClass = async (userId: number, classId: number) =>
  (await getRoles(connection.db, userId))
    .filter((entry) => entry.class_id === classId)
    .map((entry) => entry.role)
    .sort();
const subjectPrefix = () => `nrps-${(serial += 1)}-`;

describe('roster sync (Names and Role Provisioning 2.0)', () => {
  it('reads every page of members, following Link rel="next", into the class overview', async () => {
    const { classId, contextRowId } = await aCourseWithRoster();
    const sub = subjectPrefix();
    platform.roster.members = [
      {
        user_id: `${sub}1`,
        roles: RosterRoles.moodleStudent,
        name: 'Ada Lovelace',
        email: `${sub}ada@example.test`,
      },
      {
        user_id: `${sub}2`,
        roles: RosterRoles.moodleStudent,
        given_name: 'Bea',
        family_name: 'Rossi',
      },
      { user_id: `${sub}3`, roles: RosterRoles.moodleTeacher, name: 'Carl Teacher' },
    ];
    const before = rosterRequests().length;
    const counts = await syncRoster(connection.db, tokens, contextRowId);
    expect(rosterRequests().length - before).toBe(2);
    expect(rosterRequests().at(-1)?.url).toContain('from=2');
    expect(counts).toEqual({
      members: 3,
      added: 3,
      updated: 0,
      teachers: 1,
      students: 2,
      removed: 0,
    });
    const students = await listClassStudents(connection.db, classId);
    expect(students.map(({ name, email }) => ({ name, email }))).toEqual([
      { name: 'Ada Lovelace', email: `${sub}ada@example.test` },
      { name: 'Bea Rossi', email: null },
    ]);
  });

  it('asks for the membership container with a bearer token granting contextmembership.readonly', async () => {
    const { contextRowId } = await aCourseWithRoster();
    await syncRoster(connection.db, tokens, contextRowId);
    const token = await tokens.tokenFor(registration, [Scope.contextMembershipReadOnly]);
    expect(platform.issuedTokens.get(token)?.scopes).toEqual([Scope.contextMembershipReadOnly]);
  });

  it('fills in the name and e-mail of people whose launches carried none', async () => {
    const { classId, contextRowId } = await aCourseWithRoster();
    const sub = subjectPrefix();
    const userId = await aPlatformPerson(connection.db, platform.issuer, `${sub}1`, {
      name: UNNAMED_PERSON,
      email: null,
    });
    await grantRole(connection.db, userId, Role.STUDENT, classId);
    platform.roster.members = [
      {
        user_id: `${sub}1`,
        roles: RosterRoles.canvasStudent,
        name: 'Dana Pilot',
        email: `${sub}dana@example.test`,
      },
    ];
    const counts = await syncRoster(connection.db, tokens, contextRowId);
    expect(counts).toMatchObject({ added: 0, updated: 1, students: 1 });
    expect(await listClassStudents(connection.db, classId)).toEqual([
      { id: userId, name: 'Dana Pilot', email: `${sub}dana@example.test` },
    ]);
  });

  it('names nobody after a private roster ("No PII"), and gives no one an e-mail another account has', async () => {
    const { classId, contextRowId } = await aCourseWithRoster();
    const sub = subjectPrefix();
    const taken = `${sub}taken@example.test`;
    await createUser(connection.db, { email: taken });
    platform.roster.members = [
      { user_id: `${sub}1`, roles: RosterRoles.moodleStudent },
      {
        user_id: `${sub}2`,
        roles: RosterRoles.moodleStudent,
        name: 'Eve',
        email: taken.toUpperCase(),
      },
    ];
    await syncRoster(connection.db, tokens, contextRowId);
    const students = await listClassStudents(connection.db, classId);
    expect(students.map(({ name, email }) => ({ name, email }))).toEqual([
      { name: 'Eve', email: null },
      { name: UNNAMED_PERSON, email: null },
    ]);
  });

  it('gives each member the class role their course roles give, as a launch does', async () => {
    const { classId, contextRowId } = await aCourseWithRoster();
    const sub = subjectPrefix();
    const roles = {
      siteAdminTeaching: RosterRoles.moodleSiteAdminTeaching,
      teachingAssistant: RosterRoles.canvasTeachingAssistant,
      observer: RosterRoles.canvasObserver,
      institutionInstructor: RosterRoles.institutionInstructorLearning,
    };
    platform.roster.members = Object.entries(roles).map(([name, memberRoles]) => ({
      user_id: `${sub}${name}`,
      roles: memberRoles,
      name,
    }));
    await syncRoster(connection.db, tokens, contextRowId);
    const people = await connection.db.query.ltiPeople.findMany({
      where: (person, { like }) => like(person.subject, `${sub}%`),
    });
    const roleOf = async (name: string) => {
      const person = people.find((row) => row.subject === `${sub}${name}`);
      return rolesInClass(person?.userId ?? 0, classId);
    };
    expect(await roleOf('siteAdminTeaching')).toEqual([Role.TEACHER]);
    expect(await roleOf('teachingAssistant')).toEqual([Role.TEACHER]);
    expect(await roleOf('observer')).toEqual([Role.STUDENT]);
    expect(await roleOf('institutionInstructor')).toEqual([Role.STUDENT]);
  });

  it('a student the course made an instructor becomes a teacher and stops being a student', async () => {
    const { classId, contextRowId } = await aCourseWithRoster();
    const sub = subjectPrefix();
    const userId = await aPlatformPerson(connection.db, platform.issuer, `${sub}1`);
    await grantRole(connection.db, userId, Role.STUDENT, classId);
    platform.roster.members = [{ user_id: `${sub}1`, roles: RosterRoles.canvasTeacher }];
    await syncRoster(connection.db, tokens, contextRowId);
    expect(await rolesInClass(userId, classId)).toEqual([Role.TEACHER]);
  });

  it("an Inactive member loses the student place, and doesn't get one", async () => {
    const { classId, contextRowId } = await aCourseWithRoster();
    const sub = subjectPrefix();
    const suspended = await aPlatformPerson(connection.db, platform.issuer, `${sub}1`);
    await grantRole(connection.db, suspended, Role.STUDENT, classId);
    platform.roster.members = [
      { user_id: `${sub}1`, roles: RosterRoles.moodleStudent, status: 'Inactive' },
      {
        user_id: `${sub}2`,
        roles: RosterRoles.moodleStudent,
        status: 'Inactive',
        name: 'Never active',
      },
    ];
    const counts = await syncRoster(connection.db, tokens, contextRowId);
    expect(counts).toMatchObject({ members: 2, added: 1, students: 0, removed: 1 });
    expect(await listClassStudents(connection.db, classId)).toEqual([]);
  });

  it('syncing twice changes nothing the second time', async () => {
    const { classId, contextRowId } = await aCourseWithRoster();
    const sub = subjectPrefix();
    platform.roster.members = [
      { user_id: `${sub}1`, roles: RosterRoles.moodleStudent, name: 'Finn' },
    ];
    await syncRoster(connection.db, tokens, contextRowId);
    const again = await syncRoster(connection.db, tokens, contextRowId);
    expect(again).toMatchObject({ added: 0, updated: 0, students: 1 });
    expect(await listClassStudents(connection.db, classId)).toHaveLength(1);
  });

  it('a token the platform no longer accepts (401) is replaced once, and the sync goes on', async () => {
    const { contextRowId } = await aCourseWithRoster();
    await syncRoster(connection.db, tokens, contextRowId);
    platform.issuedTokens.clear();
    const tokenRequests = () =>
      platform.received.filter((r) => r.url === '/mod/lti/token.php').length;
    const before = tokenRequests();
    await expect(syncRoster(connection.db, tokens, contextRowId)).resolves.toMatchObject({
      members: 0,
    });
    expect(tokenRequests()).toBe(before + 1);
  });

  it('a platform that refuses the roster scope gives an error a teacher can act on', async () => {
    const { contextRowId } = await aCourseWithRoster();
    platform.grantableScopes = [Scope.score];
    const sync = syncRoster(connection.db, tokens, contextRowId);
    await expect(sync).rejects.toThrow(RosterError);
    await expect(syncRoster(connection.db, tokens, contextRowId)).rejects.toThrow(
      /refused Groundschool access to the course roster.*invalid_scope/,
    );
  });

  it('a platform that cannot be reached is an error that says so, not a server error', async () => {
    const unreachable = await savePlatform(connection.db, {
      issuer: platform.issuer,
      clientId: 'unreachable-client',
      authUrl: platform.urls.auth,
      tokenUrl: 'http://127.0.0.1:9/mod/lti/token.php',
      jwksUrl: platform.urls.jwks,
      deploymentIds: ['1'],
    });
    const classId = await aClass(connection.db);
    const contextRowId = (
      await anLtiContext(connection.db, unreachable, classId, {
        membershipsUrl: membershipsUrlOf(platform),
      })
    ).id;
    await expect(syncRoster(connection.db, tokens, contextRowId)).rejects.toThrow(
      /could not be reached/,
    );
  });

  it('a course whose launches offered no roster service says how to turn it on', async () => {
    const classId = await aClass(connection.db);
    const contextRowId = (await anLtiContext(connection.db, registration, classId)).id;
    await expect(syncRoster(connection.db, tokens, contextRowId)).rejects.toThrow(
      /Names and Role Provisioning/,
    );
  });
});
