import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, quizInputSchema, Role } from '../../contract';
import { pointsLedger } from '../../server/db/schema';
import { recordReview } from '../../server/services/flashcards/record-review';
import { undoReview } from '../../server/services/flashcards/undo-review';
import { createQuiz } from '../../server/services/quizzes/save-quiz';
import { inviteStudents } from '../../server/services/classes/invite-members';
import { bearerFor, createSchool, createUser, grantRole } from './helpers/auth-fixtures';
import { aQuestion } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { aDeck, pastFlashcardReviews, setClassSettings } from './helpers/flashcard-builders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchool>>;
let card: { id: number; classId: number; topicId: number };
type User = { subject: string | null };

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t.db);
  const deck = await aDeck(t.db, school.classA, 2);
  card = deck.cards[0]!;
});
afterAll(() => t.close());

/** A fresh student of class A, so each test starts from nothing. */
async function aStudent() {
  const student = await createUser(t.db, { name: 'Fresh Student' });
  await grantRole(t.db, student.id, Role.STUDENT, school.classA);
  return student;
}

const call = async (
  user: User,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: await bearerFor(t.db, t.config, user.subject),
    payload,
  });
const progressOf = (viewer: User, studentId: number, classId = school.classA) =>
  call(viewer, 'GET', `/classes/${classId}/students/${studentId}/progress`);

let serial = 0;
const rate = (userId: number, now: Date) =>
  recordReview(t.db, { userId, card, rating: 3, reviewId: `p-${(serial += 1)}`, now });

describe('who reads a student’s progress', () => {
  it('the student themselves', async () => {
    const response = await progressOf(school.student, school.student.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ points: 0, badges: [], endorsement: null });
  });

  it('a teacher of the class and a superuser', async () => {
    expect((await progressOf(school.teacher, school.student.id)).statusCode).toBe(200);
    expect((await progressOf(school.superuser, school.student.id)).statusCode).toBe(200);
  });

  it('not another student of the class', async () => {
    const classmate = await aStudent();
    expectError(await progressOf(classmate, school.student.id), 403, ErrorCode.FORBIDDEN);
  });

  it('not a teacher of another class', async () => {
    expectError(await progressOf(school.otherTeacher, school.student.id), 403, ErrorCode.FORBIDDEN);
  });

  it('404 for someone who is not a student of the class', async () => {
    expectError(await progressOf(school.teacher, school.otherStudent.id), 404, ErrorCode.NOT_FOUND);
  });
});

describe('the ledger behind the points total', () => {
  const ledgerOf = (viewer: User, studentId: number, query = '') =>
    call(viewer, 'GET', `/classes/${school.classA}/students/${studentId}/points${query}`);

  it('lists each entry with its reason, points and date, newest first, a page at a time', async () => {
    const student = await aStudent();
    await rate(student.id, new Date('2026-05-04T10:00:00Z'));
    await rate(student.id, new Date('2026-05-05T10:00:00Z'));
    const response = await ledgerOf(student, student.id, '?page_size=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        {
          id: expect.any(Number),
          reason: 'flashcard_review',
          points: 2,
          earned_at: '2026-05-05T10:00:00.000Z',
        },
      ],
      total: 2,
      page: 1,
      page_size: 1,
    });
  });

  it('adds up to the points total', async () => {
    const student = await aStudent();
    await rate(student.id, new Date());
    await rate(student.id, new Date());
    const { items } = (await ledgerOf(student, student.id)).json();
    const sum = items.reduce((total: number, entry: { points: number }) => total + entry.points, 0);
    expect(sum).toBe((await progressOf(student, student.id)).json().points);
  });

  it('is the student’s and their teachers’, not a classmate’s', async () => {
    expect((await ledgerOf(school.teacher, school.student.id)).statusCode).toBe(200);
    const classmate = await aStudent();
    expectError(await ledgerOf(classmate, school.student.id), 403, ErrorCode.FORBIDDEN);
  });
});

describe('points for flashcard reviews', () => {
  it('a rating earns points, shown by reason', async () => {
    const student = await aStudent();
    await rate(student.id, new Date());
    const progress = (await progressOf(student, student.id)).json();
    expect(progress.points).toBe(2);
    expect(progress.points_by_reason).toEqual([{ reason: 'flashcard_review', points: 2 }]);
  });

  it('an undone rating takes its points back', async () => {
    const student = await aStudent();
    const now = new Date();
    const reviewId = `undo-${(serial += 1)}`;
    await recordReview(t.db, { userId: student.id, card, rating: 3, reviewId, now });
    await undoReview(t.db, { userId: student.id, flashcardId: card.id, reviewId, now });
    expect((await progressOf(student, student.id)).json().points).toBe(0);
  });

  it('stops earning at the daily cap of the study day', async () => {
    const student = await aStudent();
    const now = new Date('2026-06-10T12:00:00Z');
    await t.db.insert(pointsLedger).values({
      classId: school.classA,
      userId: student.id,
      reason: 'flashcard_review',
      points: 99,
      source: 'earlier today',
      earnedAt: new Date('2026-06-10T01:00:00Z'),
    });
    await rate(student.id, now);
    await rate(student.id, now);
    expect((await progressOf(student, student.id)).json().points).toBe(100);
  });

  it('earns nothing in a class with points and badges off', async () => {
    const classId = (await createSchool(t.db)).classA;
    const [offCard] = (await aDeck(t.db, classId, 1)).cards;
    const student = await createUser(t.db, { name: 'Off' });
    await grantRole(t.db, student.id, Role.STUDENT, classId);
    await t.db.execute(
      `update classes set settings = '{"general": {"points_enabled": false}}' where id = ${classId}` as never,
    );
    await recordReview(t.db, {
      userId: student.id,
      card: offCard!,
      rating: 3,
      reviewId: 'off',
      now: new Date(),
    });
    const progress = (await progressOf(student, student.id, classId)).json();
    expect(progress).toMatchObject({ points_enabled: false, points: 0, badges: [] });
  });
});

describe('badges from flashcard study', () => {
  it('100 reviews earn the badge, with a notification', async () => {
    const student = await aStudent();
    await pastFlashcardReviews(
      t.db,
      { userId: student.id, card, at: new Date(Date.now() - 3_600_000) },
      99,
    );
    await rate(student.id, new Date());
    const progress = (await progressOf(student, student.id)).json();
    expect(progress.badges.map((badge: { kind: string }) => badge.kind)).toContain(
      'hundred_flashcards',
    );
    const notes = (await call(student, 'GET', '/notifications')).json();
    expect(notes.items[0]).toMatchObject({
      kind: 'badge_earned',
      text: 'You earned a badge: 100 flashcard reviews.',
    });
  });

  it('seven days in a row earn the streak badge, counted in the class’s time zone', async () => {
    const student = await aStudent();
    await setClassSettings(t.db, school.classA, { timeZone: 'America/Chicago' });
    // 21:00 in Chicago on six evenings, then the seventh: in UTC these fall on the next day.
    for (let day = 1; day <= 6; day += 1) {
      await pastFlashcardReviews(
        t.db,
        { userId: student.id, card, at: new Date(Date.UTC(2026, 2, day + 1, 3)) },
        1,
      );
    }
    await rate(student.id, new Date(Date.UTC(2026, 2, 8, 2)));
    const progress = (await progressOf(student, student.id)).json();
    expect(progress.badges.map((badge: { kind: string }) => badge.kind)).toContain(
      'seven_day_streak',
    );
    await setClassSettings(t.db, school.classA, {});
  });
});

describe('endorsement', () => {
  const endorse = (teacher: User, studentId: number) =>
    call(teacher, 'PUT', `/classes/${school.classA}/students/${studentId}/endorsement`);

  it('a teacher endorses a student: name and date, the badge and a notification', async () => {
    const student = await aStudent();
    const response = await endorse(school.teacher, student.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().teacher_name).toBe('Teacher A');
    const progress = (await progressOf(student, student.id)).json();
    expect(progress.endorsement.teacher_name).toBe('Teacher A');
    expect(progress.badges.map((badge: { kind: string }) => badge.kind)).toContain('endorsement');
    const notes = (await call(student, 'GET', '/notifications')).json();
    expect(notes.items[0]).toMatchObject({
      kind: 'endorsed',
      text: 'Teacher A endorsed you to sit the knowledge test.',
    });
  });

  const withdraw = (teacher: User, studentId: number) =>
    call(teacher, 'DELETE', `/classes/${school.classA}/students/${studentId}/endorsement`);

  it('withdrawing removes the endorsement and keeps the badge, earned once', async () => {
    const student = await aStudent();
    await endorse(school.teacher, student.id);
    const response = await withdraw(school.teacher, student.id);
    expect(response.statusCode).toBe(204);
    const progress = (await progressOf(student, student.id)).json();
    expect(progress.endorsement).toBeNull();
    expect(progress.badges.map((badge: { kind: string }) => badge.kind)).toEqual(['endorsement']);
  });

  it('endorsing again after a withdrawal neither awards nor announces the badge twice', async () => {
    const student = await aStudent();
    await endorse(school.teacher, student.id);
    await withdraw(school.teacher, student.id);
    await endorse(school.teacher, student.id);
    const progress = (await progressOf(student, student.id)).json();
    expect(progress.badges).toHaveLength(1);
    const notes = (await call(student, 'GET', '/notifications')).json();
    const badgeNotes = notes.items.filter((note: { kind: string }) => note.kind === 'badge_earned');
    expect(badgeNotes).toHaveLength(1);
  });

  it('a student cannot endorse', async () => {
    const student = await aStudent();
    expectError(await endorse(student, student.id), 403, ErrorCode.FORBIDDEN);
  });

  it('a teacher of another class cannot endorse', async () => {
    expectError(await endorse(school.otherTeacher, school.student.id), 403, ErrorCode.FORBIDDEN);
  });
});

describe('notifications', () => {
  let student: { id: number; subject: string | null };
  beforeEach(async () => {
    student = await aStudent();
  });

  it('a quiz published in the class reaches its students, a draft does not', async () => {
    await aQuestion(t.db, school.classA, card.topicId);
    const teacher = { roles: [{ role: Role.TEACHER, class_id: school.classA }] };
    const quiz = (title: string, status: 'draft' | 'published') =>
      createQuiz(
        t.db,
        teacher,
        school.classA,
        card.topicId,
        quizInputSchema.parse({ title, selection: 'random', random_count: 1, status }),
      );
    await quiz('Still a draft', 'draft');
    const quizId = await quiz('Lift and drag', 'published');
    const notes = (await call(student, 'GET', '/notifications')).json();
    expect(notes.items).toEqual([
      expect.objectContaining({
        kind: 'quiz_published',
        text: 'New quiz: Lift and drag.',
        link: `/student/classes/${school.classA}/quiz/${quizId}`,
      }),
    ]);
  });

  it('an invitation reaches someone who already has an account', async () => {
    const email = `invited-${(serial += 1)}@example.com`;
    const person = await createUser(t.db, { name: 'Invited', email });
    await inviteStudents(t.db, school.classB, [email.toUpperCase()], school.superuser.id);
    const notes = (await call(person, 'GET', '/notifications')).json();
    expect(notes.unread).toBe(1);
    expect(notes.items[0]).toMatchObject({
      kind: 'class_invitation',
      text: 'You are invited to the class B class.',
      link: '/student',
    });
  });

  it('marks chosen notifications read, then all', async () => {
    await endorseTwice(student.id);
    const before = (await call(student, 'GET', '/notifications')).json();
    // Two endorsements and the badge the first one brought.
    expect(before.unread).toBe(3);
    await call(student, 'POST', '/notifications/read', { ids: [before.items[0].id] });
    expect((await call(student, 'GET', '/notifications')).json().unread).toBe(2);
    await call(student, 'POST', '/notifications/read', {});
    expect((await call(student, 'GET', '/notifications')).json().unread).toBe(0);
  });

  it("cannot mark someone else's notifications read", async () => {
    await endorseTwice(student.id);
    const theirs = (await call(student, 'GET', '/notifications')).json();
    await call(school.teacher, 'POST', '/notifications/read', {
      ids: theirs.items.map((n: { id: number }) => n.id),
    });
    expect((await call(student, 'GET', '/notifications')).json().unread).toBe(3);
  });

  const endorseTwice = async (studentId: number) => {
    for (let round = 0; round < 2; round += 1) {
      await call(
        school.teacher,
        'PUT',
        `/classes/${school.classA}/students/${studentId}/endorsement`,
      );
    }
  };
});

describe('my progress across classes', () => {
  it('lists each class the student studies in with its points, streak and badges', async () => {
    const response = await call(school.student, 'GET', '/users/me/progress');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        class_id: school.classA,
        class_name: 'A class',
        progress: expect.objectContaining({ points_enabled: true, badges: expect.any(Array) }),
      },
    ]);
  });

  it('is empty for someone who studies in no class', async () => {
    expect((await call(school.teacher, 'GET', '/users/me/progress')).json()).toEqual([]);
  });
});
