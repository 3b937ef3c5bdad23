import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, Role } from '../../../contract';
import { openDatabase } from '../../../server/db/client';
import { cookieSessionFor, createClassRow, createUser, grantRole } from '../helpers/auth-fixtures';
import { callApi, startTestApp, type TestApp } from '../helpers/test-app';
import { createPostgresTestDatabase, type PostgresTestDatabase } from '../helpers/test-database';
import { startFakeTeachable, type FakeTeachable } from './fake-teachable';
import { disableAndNotify } from './fake-teachable/webhook-sender';
import { aFakeStudent } from './fake-teachable/students';
import { aTeachableAccount, aTeachableSchool } from './teachable-builders';

// Two API processes on one PostgreSQL: Teachable's `Enrollment.disabled` reaches the first; once it
// has answered, the second refuses the student at once (no copy of their roles outlives it).

const TRIES = 40;
const COURSE = 2001;
const onPostgres = process.env.TEST_DB === 'postgres';

let database: PostgresTestDatabase;
let teachable: FakeTeachable;
let first: TestApp;
let second: TestApp;
let firstAddress: string;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createPostgresTestDatabase();
  teachable = await startFakeTeachable({ apiKey: null, users: [] });
  const start = async () =>
    startTestApp(await openDatabase({ kind: 'postgres', url: database.url }), {
      RATE_LIMIT_MAX: '1000000',
      TEACHABLE_API_URL: teachable.address,
    });
  first = await start();
  second = await start();
  firstAddress = await first.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  if (!onPostgres) return;
  await first.close();
  await second.close();
  await teachable.close();
  await database.drop();
});

describe.runIf(onPostgres)('a webhook removal on one process holds on the other at once', () => {
  it('Enrollment.disabled', async () => {
    const db = first.db;
    const classId = await createClassRow(db);
    const school = await aTeachableSchool(db, { courses: { [COURSE]: classId }, apiKey: null });
    teachable.webhookAddress = `${firstAddress}/api${apiPath('teachableWebhook', { token: school.webhookToken })}`;
    let stale = 0;
    for (let index = 0; index < TRIES; index += 1) {
      const teachableUserId = 90_000 + index;
      aFakeStudent(teachable, teachableUserId);
      const student = await createUser(db);
      await aTeachableAccount(db, school.id, student.id, String(teachableUserId));
      await grantRole(db, student.id, Role.STUDENT, classId);
      const session = await cookieSessionFor(db, student.id);
      const study = () =>
        callApi(second.app, 'GET', `/api${apiPath('classQuizList', { classId })}`, session.headers);
      expect((await study()).statusCode).toBe(200);
      const { delivery } = await disableAndNotify(teachable, teachableUserId, COURSE);
      expect(delivery.body).toEqual({ outcome: 'removed', repeated: false });
      if ((await study()).statusCode < 400) stale += 1;
    }
    expect(stale).toBe(0);
  });
});
