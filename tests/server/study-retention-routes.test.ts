import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  Header,
  IMPERSONATION_MESSAGES,
  STUDENT_RETENTION_MESSAGE,
} from '../../contract';
import { classes, flashcardStates } from '../../server/db/schema';
import { bearerFor, createSchool } from './helpers/auth-fixtures';
import { expectError } from './helpers/expect-error';
import { aDeck, setClassSettings } from './helpers/flashcard-builders';
import { createTestApp, type TestApp } from './helpers/test-app';

const now = new Date('2026-11-27T10:00:00Z');
let t: TestApp;
let school: Awaited<ReturnType<typeof createSchool>>;
let deck: Awaited<ReturnType<typeof aDeck>>;
type User = { subject: string | null };
const as = (user: User) => bearerFor(t.db, t.config, user.subject);

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  school = await createSchool(t.db);
  deck = await aDeck(t.db, school.classA, 2);
});
afterAll(() => t.close());

const url = () => `/api/classes/${school.classA}/flashcards/retention`;
const readAs = async (user: User) =>
  t.app.inject({ method: 'GET', url: url(), headers: await as(user) });
const setAs = async (user: User, ownRetention: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: url(),
    headers: { ...(await as(user)), ...headers },
    payload: { own_retention: ownRetention },
  });
let serial = 0;
const rateFirstCard = async (rating = 3) =>
  t.app.inject({
    method: 'POST',
    url: `/api/flashcards/${deck.cards[0]!.id}/reviews`,
    headers: await as(school.student),
    payload: { rating, review_id: `r-${(serial += 1)}` },
  });
const sessionRetention = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/classes/${school.classA}/flashcards/session`,
      headers: await as(school.student),
    })
  ).json().desired_retention;

describe('desired retention', () => {
  it("starts at the class's default, with the student's limits", async () => {
    const response = await readAs(school.student);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      class_retention: 90,
      own_retention: null,
      retention: 90,
      min: 80,
      max: 97,
      knowledge_test: null,
    });
  });

  it("follows the class's default when the teacher changes it", async () => {
    await setClassSettings(t.db, school.classA, { desiredRetention: 0.85 });
    expect((await readAs(school.student)).json()).toMatchObject({ retention: 85 });
    expect(await sessionRetention()).toBe(0.85);
    await setClassSettings(t.db, school.classA, { desiredRetention: 0.9 });
  });

  it("keeps the student's own choice, which the session and scheduling use", async () => {
    const response = await setAs(school.student, 95);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      own_retention: 95,
      retention: 95,
      class_retention: 90,
    });
    expect(await sessionRetention()).toBe(0.95);
  });

  it('schedules a rating with the own choice: a lower retention waits longer', async () => {
    const dueAfterEasy = async (retention: number) => {
      await t.db.delete(flashcardStates).where(eq(flashcardStates.flashcardId, deck.cards[0]!.id));
      await setAs(school.student, retention);
      // Easy on a new card graduates it at once: its interval comes from the desired retention.
      return Date.parse((await rateFirstCard(4)).json().schedule.due_at);
    };
    expect(await dueAfterEasy(80)).toBeGreaterThan(await dueAfterEasy(97));
  });

  it('goes back to the class default with null', async () => {
    await setAs(school.student, 88);
    expect((await setAs(school.student, null)).json()).toMatchObject({
      own_retention: null,
      retention: 90,
    });
  });

  it.each([79, 98, 90.5, '90'])('refuses %s with 422 and a clear message', async (value) => {
    const body = expectError(await setAs(school.student, value), 422, ErrorCode.VALIDATION_FAILED);
    expect(body.detail.fields?.[0]?.path).toBe('body.own_retention');
    expect(body.detail.fields?.[0]?.message).toBe(STUDENT_RETENTION_MESSAGE);
  });

  it('lets only students of the class choose theirs', async () => {
    expectError(await setAs(school.teacher, 90), 403, ErrorCode.FORBIDDEN);
    expectError(await setAs(school.superuser, 90), 403, ErrorCode.FORBIDDEN);
    expectError(await setAs(school.otherStudent, 90), 403, ErrorCode.FORBIDDEN);
  });

  it('is read-only while impersonating (110)', async () => {
    const response = await setAs(school.teacher, 90, {
      [Header.IMPERSONATED_ID]: String(school.student.id),
    });
    expectError(response, 403, ErrorCode.IMPERSONATION_READ_ONLY, IMPERSONATION_MESSAGES[110]);
  });

  it('is readable by the class’s teachers and superusers, not by others', async () => {
    expect((await readAs(school.teacher)).statusCode).toBe(200);
    expect((await readAs(school.superuser)).statusCode).toBe(200);
    expectError(await readAs(school.otherStudent), 403, ErrorCode.FORBIDDEN);
  });
});

describe('the knowledge-test forecast', () => {
  const setTestDate = async (date: string | null) => {
    await t.db
      .update(classes)
      .set({ settings: { general: { time_zone: 'America/Chicago', knowledge_test_date: date } } })
      .where(eq(classes.id, school.classA));
  };

  it("gives each deck's predicted retention on the test day, unstudied cards as 0", async () => {
    await setTestDate('2026-12-15');
    await t.db.delete(flashcardStates).where(eq(flashcardStates.flashcardId, deck.cards[0]!.id));
    await rateFirstCard();
    const body = (await readAs(school.student)).json();
    expect(body.knowledge_test.date).toBe('2026-12-15');
    const [forecast] = body.knowledge_test.decks;
    expect(forecast).toMatchObject({ topic_id: deck.topicId, card_count: 2, studied_count: 1 });
    // One card rated Good once (weeks before the test) and one never studied: well under 50 %.
    expect(forecast.predicted_retention).toBeGreaterThan(0);
    expect(forecast.predicted_retention).toBeLessThan(0.5);
  });

  it('shows no forecast once the test day is behind the class', async () => {
    await setTestDate('2026-11-26');
    expect((await readAs(school.student)).json().knowledge_test).toBeNull();
  });

  it('is set by teachers in the general settings, and a bad date is refused', async () => {
    const put = async (value: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/classes/${school.classA}/settings/general`,
        headers: await as(school.teacher),
        payload: { knowledge_test_date: value },
      });
    expect((await put('2027-01-20')).json().general.knowledge_test_date).toBe('2027-01-20');
    const body = expectError(await put('20 January'), 422, ErrorCode.VALIDATION_FAILED);
    expect(body.detail.fields?.[0]?.path).toBe('body.knowledge_test_date');
    expect((await put(null)).json().general.knowledge_test_date).toBeNull();
  });
});
