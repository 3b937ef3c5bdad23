import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  classRosterSourceSchema,
  ErrorCode,
  Header,
  rosterSyncResultSchema,
} from '../../../contract';
import { Scope } from '../../../server/course-platforms/lti/claims';
import type { LtiPlatform } from '../../../server/course-platforms/lti/platforms';
import { publishedToolKeys } from '../../../server/course-platforms/lti/tool-keys';
import { cookieSessionFor } from '../helpers/auth-fixtures';
import { expectError } from '../helpers/expect-error';
import { schoolSession } from '../helpers/school-session';
import { startFakePlatform, type FakePlatform } from './fake-platform';
import { membershipsUrlOf, RosterRoles } from './fake-platform/nrps';
import { anLtiContext, aRegistrationOf } from './lti-builders';

let session: Awaited<ReturnType<typeof schoolSession>>;
let platform: FakePlatform;
let registration: LtiPlatform;

beforeAll(async () => {
  session = await schoolSession();
  platform = await startFakePlatform({ toolKeySet: () => publishedToolKeys(session.db) });
  registration = await aRegistrationOf(session.db, platform);
  await anLtiContext(session.db, registration, session.school.classA, {
    contextId: '2',
    membershipsUrl: membershipsUrlOf(platform, '2'),
  });
  platform.roster.members = [
    { user_id: 'route-1', roles: RosterRoles.moodleStudent, name: 'Gil Student' },
    { user_id: 'route-2', roles: RosterRoles.moodleTeacher, name: 'Hana Teacher' },
    { user_id: 'route-3', roles: RosterRoles.moodleStudent, name: 'Ivo Student' },
  ];
});

afterAll(async () => {
  await platform.close();
  await session.t.close();
});

const source = (classId: number) => apiPath('classRosterSource', { classId });
const sync = (classId: number) => apiPath('classRosterSync', { classId });

describe('the roster source of a class', () => {
  it("tells the class's teachers whether a course platform's roster can be read", async () => {
    const linked = await session.call('GET', source(session.school.classA), 'teacher');
    expect(classRosterSourceSchema.parse(linked.json())).toEqual({
      linked: true,
      roster_available: true,
      synced_at: null,
    });
    const unlinked = await session.call('GET', source(session.school.classB), 'otherTeacher');
    expect(unlinked.json()).toEqual({ linked: false, roster_available: false, synced_at: null });
  });

  it('is not for students or other classes’ teachers', async () => {
    expect((await session.call('GET', source(session.school.classA), 'student')).statusCode).toBe(
      403,
    );
    expect(
      (await session.call('GET', source(session.school.classA), 'otherTeacher')).statusCode,
    ).toBe(403);
  });
});

describe('Sync roster', () => {
  it('answers what changed, and the members are then in the class', async () => {
    const answer = await session.call('POST', sync(session.school.classA), 'teacher');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(rosterSyncResultSchema.parse(answer.json())).toMatchObject({
      members: 3,
      added: 3,
      teachers: 1,
      students: 2,
      removed: 0,
    });
    const students = await session.call(
      'GET',
      apiPath('classStudents', { classId: session.school.classA }),
      'teacher',
    );
    expect(students.json().map((student: { name: string }) => student.name)).toEqual(
      expect.arrayContaining(['Gil Student', 'Ivo Student']),
    );
    const after = await session.call('GET', source(session.school.classA), 'teacher');
    expect(after.json().synced_at).toBe(answer.json().synced_at);
  });

  it('is for teachers of the class only', async () => {
    expect((await session.call('POST', sync(session.school.classA), 'student')).statusCode).toBe(
      403,
    );
    expect(
      (await session.call('POST', sync(session.school.classA), 'otherTeacher')).statusCode,
    ).toBe(403);
  });

  it('needs the CSRF token with a session cookie, as every cookie write', async () => {
    const { headers } = await cookieSessionFor(session.db, session.school.teacher.id);
    const { [Header.CSRF_TOKEN]: _csrf, ...withoutCsrf } = headers;
    const answer = await session.t.app.inject({
      method: 'POST',
      url: `/api${sync(session.school.classA)}`,
      headers: withoutCsrf,
    });
    expectError(answer, 403, ErrorCode.CSRF_REJECTED);
    const withCsrf = await session.t.app.inject({
      method: 'POST',
      url: `/api${sync(session.school.classA)}`,
      headers,
    });
    expect(withCsrf.statusCode).toBe(200);
  });

  it('a class not linked to a course says so', async () => {
    expectError(
      await session.call('POST', sync(session.school.classB), 'otherTeacher'),
      409,
      ErrorCode.COURSE_PLATFORM_FAILED,
      'This class is not linked to a course on a course platform.',
    );
  });

  it('a platform refusing the roster service gives the teacher a clear error', async () => {
    platform.grantableScopes = [Scope.score];
    platform.issuedTokens.clear();
    try {
      const body = expectError(
        await session.call('POST', sync(session.school.classA), 'teacher'),
        409,
        ErrorCode.COURSE_PLATFORM_FAILED,
      );
      expect(body.detail.message).toMatch(/refused Groundschool access to the course roster/);
    } finally {
      platform.grantableScopes = Object.values(Scope);
    }
  });
});
