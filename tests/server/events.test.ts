import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract';
import { trackingEvents } from '../../server/db/schema';
import { bearerFor, cookieSessionFor, createUser } from './helpers/auth-fixtures';
import { expectError } from './helpers/expect-error';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const track = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/events', payload, headers });

describe('POST /api/events', () => {
  it('stores the Init event of an anonymous visitor with the user agent', async () => {
    const response = await track(
      { name: 'Init', properties: { version: 'abc123' } },
      { 'user-agent': 'AnonymousBrowser/1.0' },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await t.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.userAgent, 'AnonymousBrowser/1.0'));
    expect(rows).toMatchObject([{ name: 'Init', userId: null, properties: { version: 'abc123' } }]);
  });

  it('stores the signed-in user with the event', async () => {
    const user = await createUser(t.db);
    const response = await track({ name: 'Init' }, await bearerFor(t.db, t.config, user.subject));
    expect(response.statusCode).toBe(204);
    const rows = await t.db.select().from(trackingEvents).where(eq(trackingEvents.userId, user.id));
    expect(rows).toMatchObject([{ name: 'Init', properties: {} }]);
  });

  it('stores the user of a cookie session (with its CSRF token)', async () => {
    const user = await createUser(t.db);
    const { headers } = await cookieSessionFor(t.db, user.id);
    expect((await track({ name: 'Init' }, headers)).statusCode).toBe(204);
    const rows = await t.db.select().from(trackingEvents).where(eq(trackingEvents.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 422 for an event name it does not know', async () => {
    expectError(await track({ name: 'Clicked' }), 422, ErrorCode.VALIDATION_FAILED);
  });
});
