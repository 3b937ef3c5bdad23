import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Header, IMPERSONATION_MESSAGES } from '../../contract';
import { bearerFor, createSchool } from './helpers/auth-fixtures';
import { expectError } from './helpers/expect-error';
import { aDeck } from './helpers/flashcard-builders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchool>>;
let deck: Awaited<ReturnType<typeof aDeck>>;
let cardId: number;
type User = { subject: string | null };
const as = (user: User) => bearerFor(t.db, t.config, user.subject);

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t.db);
  deck = await aDeck(t.db, school.classA, 3);
  cardId = deck.cards[0]?.id ?? 0;
});
afterAll(() => t.close());

let serial = 0;
const rateAs = async (user: User, body: Record<string, unknown> = {}, id = cardId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/flashcards/${id}/reviews`,
    headers: await as(user),
    payload: { rating: 3, review_id: `r-${(serial += 1)}`, ...body },
  });
const sessionAs = async (user: User, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/classes/${school.classA}/flashcards/session${query}`,
    headers: await as(user),
  });

describe('GET /api/classes/:classId/flashcards/session', () => {
  it('gives a student the cards to study and the counts', async () => {
    const response = await sessionAs(school.student);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mode: 'review',
      counts: { new_per_day: 20 },
      desired_retention: 0.9,
    });
  });

  it('lets a teacher of the class read it', async () => {
    expect((await sessionAs(school.teacher)).statusCode).toBe(200);
  });

  it('lets a superuser read it', async () => {
    expect((await sessionAs(school.superuser)).statusCode).toBe(200);
  });

  it('refuses someone outside the class', async () => {
    expectError(await sessionAs(school.otherStudent), 403, ErrorCode.FORBIDDEN);
  });

  it('narrows to one topic of the class and answers 404 for a topic elsewhere', async () => {
    const other = await aDeck(t.db, school.classB, 1);
    const response = await sessionAs(school.student, `?topic=${deck.topicId}&mode=cram`);
    expect(response.json().cards).toHaveLength(3);
    expectError(
      await sessionAs(school.student, `?topic=${other.topicId}`),
      404,
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('POST /api/flashcards/:flashcardId/reviews', () => {
  it('schedules the card for a student and answers its new state', async () => {
    const response = await rateAs(school.student);
    expect(response.statusCode).toBe(200);
    expect(response.json().schedule).toEqual(
      expect.objectContaining({
        due_at: expect.any(String),
        state: 1,
        stability: expect.any(Number),
        difficulty: expect.any(Number),
      }),
    );
  });

  it('answers the same state when the same review id comes again', async () => {
    const first = await rateAs(
      school.student,
      { review_id: 'twice', rating: 4 },
      deck.cards[1]?.id,
    );
    const second = await rateAs(
      school.student,
      { review_id: 'twice', rating: 4 },
      deck.cards[1]?.id,
    );
    expect(second.json()).toEqual(first.json());
  });

  it('refuses a teacher: only students study', async () => {
    expectError(await rateAs(school.teacher), 403, ErrorCode.FORBIDDEN);
  });

  it('refuses a superuser who is not a student of the class', async () => {
    expectError(await rateAs(school.superuser), 403, ErrorCode.FORBIDDEN);
  });

  it('refuses a student of another class', async () => {
    expectError(await rateAs(school.otherStudent), 403, ErrorCode.FORBIDDEN);
  });

  it('is read-only while impersonating (110)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/flashcards/${cardId}/reviews`,
      headers: {
        ...(await as(school.teacher)),
        [Header.IMPERSONATED_ID]: String(school.student.id),
      },
      payload: { rating: 3, review_id: 'impersonated' },
    });
    expectError(response, 403, ErrorCode.IMPERSONATION_READ_ONLY, IMPERSONATION_MESSAGES[110]);
  });

  it('answers 422 for a rating outside 1–4', async () => {
    expectError(await rateAs(school.student, { rating: 5 }), 422, ErrorCode.VALIDATION_FAILED);
  });

  it('answers 422 for a review id with a NUL character', async () => {
    const response = await rateAs(school.student, { review_id: 'a\u0000b' });
    expectError(response, 422, ErrorCode.VALIDATION_FAILED);
  });

  it('answers 404 for a card that does not exist', async () => {
    expectError(await rateAs(school.student, {}, 999_999), 404, ErrorCode.NOT_FOUND);
  });
});

describe('DELETE /api/flashcards/:flashcardId/reviews/:reviewId', () => {
  it('undoes the last rating: a first rating leaves the card new again', async () => {
    const id = deck.cards[2]?.id ?? 0;
    await rateAs(school.student, { review_id: 'undo-me' }, id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/flashcards/${id}/reviews/undo-me`,
      headers: await as(school.student),
    });
    expect(response.json()).toEqual({ flashcard_id: id, schedule: null });
  });

  it('answers 404 for a rating that does not exist', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/flashcards/${cardId}/reviews/never-sent`,
      headers: await as(school.student),
    });
    expectError(response, 404, ErrorCode.NOT_FOUND);
  });
});

describe('the class list for students', () => {
  it('carries the due and new-left flashcard counts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/classes?as=student',
      headers: await as(school.student),
    });
    expect(response.json()[0]).toMatchObject({ due_flashcards: 0, new_flashcards_left: 1 });
  });

  it('leaves them out for teachers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/classes?as=teacher',
      headers: await as(school.teacher),
    });
    expect(response.json()[0]).not.toHaveProperty('due_flashcards');
  });
});
