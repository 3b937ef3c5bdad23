import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import type { DatabaseConnection } from '../../server/db/client';
import { bearerFor, cookieSessionFor, createSchool } from './helpers/auth-fixtures';
import { testConfig } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

/** Every statement the app sends, so a test can count the round trips of one request. */
const statements: string[] = [];
let connection: DatabaseConnection;
let app: App;
let school: Awaited<ReturnType<typeof createSchool>>;
const config = testConfig();

beforeAll(async () => {
  connection = await createTestDatabase((statement) => statements.push(statement));
  app = await buildApp({ config, db: connection.db, changes: connection.changes });
  await app.ready();
  school = await createSchool(connection.db);
});
afterAll(async () => {
  await app.close();
  await connection.close();
});

/** The first bearer call may read the provider's key set. */
const isNotKeySet = (statement: string) => !statement.includes('server_secrets');

/** The statements one request sends. */
async function statementsOf(headers: Record<string, string>) {
  statements.length = 0;
  const response = await app.inject({ method: 'GET', url: '/api/classes?as=student', headers });
  expect(response.statusCode).toBe(200);
  return [...statements];
}

describe('database round trips per request', () => {
  // The student's class list: one query reads the classes with the flashcard counts of them all.
  it('a cookie session: one query authenticates (session, user and roles), one reads', async () => {
    const { headers } = await cookieSessionFor(connection.db, school.student.id);
    expect(await statementsOf(headers)).toHaveLength(2);
  });

  it('a bearer token: one query authenticates (user and roles), one reads', async () => {
    const headers = await bearerFor(connection.db, config, school.otherStudent.subject);
    expect((await statementsOf(headers)).filter(isNotKeySet)).toHaveLength(2);
  });

  // The class list is kept on both databases; the authentication query's answer only where no
  // other process writes (server/db/read-cache.ts).
  it('the same request again: only the authentication query where other processes may write', async () => {
    const expected = connection.changes.onlyWriterIsThisProcess ? 0 : 1;
    const { headers } = await cookieSessionFor(connection.db, school.student.id);
    await statementsOf(headers);
    expect(await statementsOf(headers)).toHaveLength(expected);
    const bearer = await bearerFor(connection.db, config, school.student.subject);
    await statementsOf(bearer);
    expect(await statementsOf(bearer)).toHaveLength(expected);
  });
});
