import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ErrorCode } from '../../../contract';
import { applyCourseList } from '../../../server/course-platforms/teachable/enrolments';
import {
  attempts,
  teachableEnrolments,
  teachableWebhookEvents,
  userRoles,
} from '../../../server/db/schema';
import { aClosedAttempt } from '../helpers/attempt-builders';
import { aClass, aQuestion, aQuiz, aTopic } from '../helpers/builders';
import { cookieSessionFor, createUser } from '../helpers/auth-fixtures';
import { callApi, createTestApp, type TestApp } from '../helpers/test-app';
import { startFakeTeachable, type FakeTeachable } from './fake-teachable';
import { aFakeStudent } from './fake-teachable/students';
import {
  deliver,
  deliverInOrder,
  disable,
  disableAndNotify,
  enrol,
  enrolAndNotify,
  resend,
} from './fake-teachable/webhook-sender';
import {
  aTeachableAccount,
  aTeachableSchool,
  isStudentOf as studentOf,
} from './teachable-builders';

// Teachable's enrolment webhooks against the fake Teachable over real HTTP: the fake posts to the
// app's webhook address; the app asks the fake's Admin API before it adds anyone.

const ADMIN_KEY = 'admin-api-key-1';
const COURSE = 2001;

let teachable: FakeTeachable;
let server: TestApp;
let appAddress: string;
let now = new Date(Date.UTC(2026, 10, 26, 9, 0));
let nextUserId = 71_000;

beforeAll(async () => {
  teachable = await startFakeTeachable({
    apiKey: ADMIN_KEY,
    users: [],
    courses: [{ id: COURSE, name: 'Private Pilot Ground School' }],
    clock: () => now,
  });
  server = await createTestApp({ TEACHABLE_API_URL: teachable.address });
  appAddress = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server.close();
  await teachable.close();
});

const db = () => server.db;
const minutesLater = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));

type SchoolSetting = { apiKey?: string | null };

/**
 * A school whose course feeds a class, its webhooks pointed at the app, and a student of the school
 * who has signed in to the app once (so Teachable's user id names a user).
 */
async function aSchoolWithAStudent({ apiKey = ADMIN_KEY }: SchoolSetting = {}) {
  const classId = await aClass(db());
  const school = await aTeachableSchool(db(), { courses: { [COURSE]: classId }, apiKey });
  teachable.webhookAddress = `${appAddress}/api${apiPath('teachableWebhook', { token: school.webhookToken })}`;
  nextUserId += 1;
  const teachableUserId = nextUserId;
  aFakeStudent(teachable, teachableUserId);
  const user = await createUser(db());
  await aTeachableAccount(db(), school.id, user.id, String(teachableUserId));
  const person = { schoolId: school.id, teachableUserId: String(teachableUserId) };
  /** The app reads the student's courses, as at a sign-in. */
  const signsIn = async () => {
    const enrolled = teachable.enrolments
      .filter((e) => e.userId === teachableUserId && e.isActive)
      .map((e) => String(e.courseId));
    await db().transaction((tx) => applyCourseList(tx, person, enrolled, now));
  };
  return { classId, school, userId: user.id, teachableUserId, signsIn };
}

const isStudentOf = (userId: number, classId: number) => studentOf(db(), userId, classId);

const eventsOf = (schoolId: number) =>
  db().select().from(teachableWebhookEvents).where(eq(teachableWebhookEvents.schoolId, schoolId));
const enrolmentsOf = (schoolId: number) =>
  db().select().from(teachableEnrolments).where(eq(teachableEnrolments.schoolId, schoolId));

/** An enrolled student who has signed in: a student of the class. */
async function anEnrolledStudent(setting: SchoolSetting = {}) {
  const student = await aSchoolWithAStudent(setting);
  enrol(teachable, student.teachableUserId, COURSE);
  minutesLater(1);
  await student.signsIn();
  expect(await isStudentOf(student.userId, student.classId)).toBe(true);
  minutesLater(1);
  return student;
}

describe('Enrollment.created', () => {
  it('with an Admin API key, adds the student once Teachable confirms the enrolment', async () => {
    const { classId, userId, teachableUserId } = await aSchoolWithAStudent();
    const { delivery } = await enrolAndNotify(teachable, teachableUserId, COURSE);
    expect(delivery).toEqual({ status: 200, body: { outcome: 'added', repeated: false } });
    expect(await isStudentOf(userId, classId)).toBe(true);
    expect(teachable.received).toContainEqual({
      method: 'GET',
      url: `/v1/users/${teachableUserId}`,
    });
  });

  it('with an Admin API key, adds nobody when Teachable does not confirm it', async () => {
    const { classId, school, userId, teachableUserId } = await aSchoolWithAStudent();
    const event = enrol(teachable, teachableUserId, COURSE);
    disable(teachable, teachableUserId, COURSE); // unenrolled again before the delivery arrived
    const delivery = await deliver(teachable.webhookAddress!, event);
    expect(delivery).toEqual({ status: 200, body: { outcome: 'unconfirmed', repeated: false } });
    expect(await isStudentOf(userId, classId)).toBe(false);
    expect(await enrolmentsOf(school.id)).toEqual([]);
  });

  it('without an Admin API key, keeps only the hint: the next sign-in reads the courses', async () => {
    const { classId, school, userId, teachableUserId, signsIn } = await aSchoolWithAStudent({
      apiKey: null,
    });
    const { delivery } = await enrolAndNotify(teachable, teachableUserId, COURSE);
    expect(delivery).toEqual({ status: 200, body: { outcome: 'recorded', repeated: false } });
    expect(await isStudentOf(userId, classId)).toBe(false);
    expect(await enrolmentsOf(school.id)).toMatchObject([{ active: true }]);
    minutesLater(1);
    await signsIn();
    expect(await isStudentOf(userId, classId)).toBe(true);
  });
});

describe('Enrollment.disabled', () => {
  it('removes the student once Teachable confirms it; their attempts stay', async () => {
    const { classId, userId, teachableUserId } = await anEnrolledStudent();
    const topicId = await aTopic(db(), classId);
    await aQuestion(db(), classId, topicId);
    const quizId = await aQuiz(db(), classId, topicId, { status: 'published' });
    const attempt = await aClosedAttempt(db(), quizId, userId);
    const { delivery } = await disableAndNotify(teachable, teachableUserId, COURSE);
    expect(delivery).toEqual({ status: 200, body: { outcome: 'removed', repeated: false } });
    expect(await isStudentOf(userId, classId)).toBe(false);
    const kept = await db().select().from(attempts).where(eq(attempts.id, attempt.id));
    expect(kept).toHaveLength(1);
  });

  it('without an Admin API key, removes the student at once', async () => {
    const { classId, userId, teachableUserId } = await anEnrolledStudent({ apiKey: null });
    const { delivery } = await disableAndNotify(teachable, teachableUserId, COURSE);
    expect(delivery.body).toEqual({ outcome: 'removed', repeated: false });
    expect(await isStudentOf(userId, classId)).toBe(false);
  });

  it('with an Admin API key, removes nobody Teachable still says is enrolled', async () => {
    const { classId, userId, teachableUserId } = await anEnrolledStudent();
    const event = disable(teachable, teachableUserId, COURSE);
    enrol(teachable, teachableUserId, COURSE); // enrolled again before the delivery arrived
    const delivery = await deliver(teachable.webhookAddress!, event);
    expect(delivery.body).toEqual({ outcome: 'unconfirmed', repeated: false });
    expect(await isStudentOf(userId, classId)).toBe(true);
  });

  it("removes the student's access at their next request", async () => {
    const { classId, userId, teachableUserId } = await anEnrolledStudent();
    const session = await cookieSessionFor(db(), userId);
    const quizzes = () =>
      callApi(server.app, 'GET', `/api${apiPath('classQuizList', { classId })}`, session.headers);
    expect((await quizzes()).statusCode).toBe(200);
    expect((await quizzes()).statusCode).toBe(200); // the session's roles are now kept in memory
    await disableAndNotify(teachable, teachableUserId, COURSE);
    const refused = await quizzes();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: { error_code: ErrorCode.FORBIDDEN } });
  });
});

describe('deliveries that change nothing', () => {
  it('a repeated event answers what the first did and changes nothing twice', async () => {
    const { classId, school, userId, teachableUserId } = await aSchoolWithAStudent();
    const { event } = await enrolAndNotify(teachable, teachableUserId, COURSE);
    // A teacher removes the student; Teachable, not having heard the 200, sends the event again.
    await db().delete(userRoles).where(eq(userRoles.userId, userId));
    expect(await resend(teachable, event)).toEqual({
      status: 200,
      body: { outcome: 'added', repeated: true },
    });
    expect(await isStudentOf(userId, classId)).toBe(false);
    expect(await eventsOf(school.id)).toHaveLength(1);
  });

  it('the same event delivered twice at once is handled once', async () => {
    const { classId, school, userId, teachableUserId } = await aSchoolWithAStudent();
    const event = enrol(teachable, teachableUserId, COURSE);
    const deliveries = await Promise.all([resend(teachable, event), resend(teachable, event)]);
    expect(deliveries.map((d) => d.body)).toEqual(
      expect.arrayContaining([
        { outcome: 'added', repeated: false },
        { outcome: 'added', repeated: true },
      ]),
    );
    expect(await isStudentOf(userId, classId)).toBe(true);
    expect(await eventsOf(school.id)).toHaveLength(1);
  });

  it('an event older than the enrolments a sign-in read changes nothing', async () => {
    const { classId, userId, teachableUserId, signsIn } = await aSchoolWithAStudent({
      apiKey: null,
    });
    const disabled = disable(teachable, teachableUserId, COURSE);
    minutesLater(1);
    enrol(teachable, teachableUserId, COURSE);
    minutesLater(1);
    await signsIn();
    const delivery = await deliver(teachable.webhookAddress!, disabled);
    expect(delivery.body).toEqual({ outcome: 'stale', repeated: false });
    expect(await isStudentOf(userId, classId)).toBe(true);
  });

  it('events delivered out of order: the older, arriving last, changes nothing', async () => {
    const { classId, school, userId, teachableUserId } = await anEnrolledStudent({ apiKey: null });
    const disabled = disable(teachable, teachableUserId, COURSE);
    minutesLater(1);
    const enrolled = enrol(teachable, teachableUserId, COURSE);
    const deliveries = await deliverInOrder(teachable, [enrolled, disabled]);
    expect(deliveries.map((d) => d.body)).toEqual([
      { outcome: 'recorded', repeated: false },
      { outcome: 'stale', repeated: false },
    ]);
    expect(await isStudentOf(userId, classId)).toBe(true);
    expect(await enrolmentsOf(school.id)).toMatchObject([{ active: true }]);
  });

  it('a forged delivery (a wrong token) is a 404 and changes nothing', async () => {
    const { classId, school, userId, teachableUserId } = await anEnrolledStudent({ apiKey: null });
    const event = disable(teachable, teachableUserId, COURSE);
    const forged = `${appAddress}/api${apiPath('teachableWebhook', { token: 'guessed-token' })}`;
    const delivery = await deliver(forged, event);
    expect(delivery.status).toBe(404);
    expect(delivery.body).toMatchObject({ detail: { error_code: ErrorCode.NOT_FOUND } });
    expect(await isStudentOf(userId, classId)).toBe(true);
    expect(await eventsOf(school.id)).toEqual([]);
  });

  it('an enrolment in a course that feeds no class is ignored, without asking Teachable', async () => {
    const { school, teachableUserId } = await aSchoolWithAStudent();
    teachable.courses.push({ id: 2999, name: 'Drone Ground School' });
    const asked = teachable.received.length;
    const { delivery } = await enrolAndNotify(teachable, teachableUserId, 2999);
    expect(delivery.body).toEqual({ outcome: 'ignored', repeated: false });
    expect(teachable.received.slice(asked)).toEqual([]);
    expect(await enrolmentsOf(school.id)).toEqual([]);
  });

  it('an unknown event type is recorded as ignored', async () => {
    const { school } = await aSchoolWithAStudent();
    const delivery = await deliver(teachable.webhookAddress!, {
      id: 990_001,
      type: 'LectureProgress.created',
      created: now.toISOString(),
      object: { id: 5, user_id: 1, lecture_id: 2 },
    });
    expect(delivery).toEqual({ status: 200, body: { outcome: 'ignored', repeated: false } });
    expect(await eventsOf(school.id)).toMatchObject([{ eventId: '990001', outcome: 'ignored' }]);
  });

  it('an event type named like a property of every object is ignored too', async () => {
    const { classId, userId, teachableUserId } = await aSchoolWithAStudent({ apiKey: null });
    const event = { ...enrol(teachable, teachableUserId, COURSE), type: 'constructor' };
    expect((await deliver(teachable.webhookAddress!, event)).body).toEqual({
      outcome: 'ignored',
      repeated: false,
    });
    expect(await isStudentOf(userId, classId)).toBe(false);
  });
});

describe('deliveries the app cannot handle', () => {
  it.each([
    ['not JSON', '{"id": 1, "type": '],
    ['no type', { id: 1, created: '2026-11-26T09:00:00Z', object: {} }],
    [
      'an enrolment without its user',
      {
        id: 1,
        type: 'Enrollment.disabled',
        created: '2026-11-26T09:00:00Z',
        object: { course_id: COURSE },
      },
    ],
  ])('a body that is not an event (%s) is a 400', async (_case, body) => {
    const { school } = await aSchoolWithAStudent();
    const response = await fetch(teachable.webhookAddress!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      detail: { error_code: ErrorCode.VALIDATION_FAILED, message: expect.any(String) },
    });
    expect(await eventsOf(school.id)).toEqual([]);
  });

  it('a body larger than any event is refused', async () => {
    await aSchoolWithAStudent();
    const response = await deliver(teachable.webhookAddress!, {
      id: 1,
      type: 'Enrollment.created',
      created: now.toISOString(),
      object: { padding: 'x'.repeat(100_000) },
    });
    expect(response.status).toBe(413);
  });

  it('while the Admin API is down: 503 so Teachable retries, and the retry is handled', async () => {
    const { classId, school, userId, teachableUserId } = await aSchoolWithAStudent();
    teachable.outages.api = true;
    try {
      const { event, delivery } = await enrolAndNotify(teachable, teachableUserId, COURSE);
      expect(delivery.status).toBe(503);
      expect(delivery.body).toMatchObject({
        detail: { error_code: ErrorCode.COURSE_PLATFORM_FAILED },
      });
      expect(await eventsOf(school.id)).toEqual([]);
      teachable.outages.api = false;
      expect((await resend(teachable, event)).body).toEqual({ outcome: 'added', repeated: false });
      expect(await isStudentOf(userId, classId)).toBe(true);
    } finally {
      teachable.outages.api = false;
    }
  });

  it('with an Admin API key Teachable refuses: 503 and nothing recorded', async () => {
    const { classId, school, userId, teachableUserId } = await aSchoolWithAStudent({
      apiKey: 'an-old-key',
    });
    const { delivery } = await enrolAndNotify(teachable, teachableUserId, COURSE);
    expect(delivery.status).toBe(503);
    expect(await isStudentOf(userId, classId)).toBe(false);
    expect(await eventsOf(school.id)).toEqual([]);
  });
});
