import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Role, type InstructorCertificate, type StudentRecord } from '../../contract';
import { callAs, createUser, grantRole } from './helpers/auth-fixtures';
import { aClosedAttempt } from './helpers/attempt-builders';
import { aClass, aFlashcard, aQuestion, aQuiz, aTopic } from './helpers/builders';
import { pastFlashcardReviews } from './helpers/flashcard-builders';
import { expectError } from './helpers/expect-error';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
type User = { id: number; subject: string | null };
let classId: number;
let student: User;
let classmate: User;
let teacher: User;
let otherTeacher: User;
let superuser: User;

/** Choice 0 is every question's right answer here (choices are not shuffled). */
const RIGHT = [0];
const WRONG = [1];

const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  callAs(t, user, method, url, payload);
const recordUrl = (userId = student.id, ofClass = classId) =>
  `/classes/${ofClass}/students/${userId}/record`;
const readRecord = async (user: User) => {
  const response = await call(user, 'GET', recordUrl());
  expect(response.statusCode).toBe(200);
  return response.json() as StudentRecord;
};

beforeAll(async () => {
  t = await createTestApp();
  classId = await aClass(t.db, 'Private Pilot Ground');
  const weather = await aTopic(t.db, classId, { name: 'Weather' });
  const fixed = { shuffle_choices: false, shuffle_questions: false, status: 'published' } as const;
  const weatherQuestions = [
    await aQuestion(t.db, classId, weather, { learning_objective: 'PA.I.C.K1' }),
    await aQuestion(t.db, classId, weather, { learning_objective: 'PA.I.C.K2' }),
    await aQuestion(t.db, classId, weather, { learning_objective: 'PA.III.A.K1' }),
    await aQuestion(t.db, classId, weather),
  ];
  const quiz = await aQuiz(t.db, classId, weather, {
    ...fixed,
    title: 'Weather basics',
    selection: 'fixed',
    question_ids: weatherQuestions,
  });
  student = await createUser(t.db, { name: 'Rec Student' });
  await grantRole(t.db, student.id, Role.STUDENT, classId);
  classmate = await createUser(t.db, { name: 'Classmate' });
  await grantRole(t.db, classmate.id, Role.STUDENT, classId);
  teacher = await createUser(t.db, { name: 'Tess Instructor' });
  await grantRole(t.db, teacher.id, Role.TEACHER, classId);
  otherTeacher = await createUser(t.db, { name: 'Other Teacher' });
  await grantRole(t.db, otherTeacher.id, Role.TEACHER, await aClass(t.db));
  superuser = await createUser(t.db, { name: 'Root' });
  await grantRole(t.db, superuser.id, Role.SUPERUSER, null);

  // Monday 2026-11-02 and Wednesday 2026-11-11 (UTC, the class's default time zone).
  await aClosedAttempt(t.db, quiz, student.id, {
    startedAt: new Date('2026-11-02T10:00:00Z'),
    answers: [RIGHT, WRONG, RIGHT, RIGHT],
  });
  await aClosedAttempt(t.db, quiz, student.id, {
    startedAt: new Date('2026-11-11T18:00:00Z'),
    answers: [RIGHT, RIGHT, WRONG, null],
  });
  const card = { id: await aFlashcard(t.db, classId, weather), classId, topicId: weather };
  for (const minute of [0, 4, 30]) {
    const at = new Date(Date.UTC(2026, 10, 11, 19, minute));
    await pastFlashcardReviews(t.db, { userId: student.id, card, at }, 1);
  }
  await call(student, 'PUT', `/classes/${classId}/students/${student.id}/knowledge-test-codes`, {
    codes: ['PA.I.C.K1', 'PLT123'],
  });
  await call(
    teacher,
    'POST',
    `/classes/${classId}/students/${student.id}/knowledge-test-codes/review`,
    {
      codes: ['PA.I.C.K1'],
    },
  );
});
afterAll(() => t.close());

describe("a student's record", () => {
  it('reads the ACS tasks of the answers with the weak-area and mastery rules', async () => {
    const record = await readRecord(teacher);
    expect(record.student).toEqual({ id: student.id, name: 'Rec Student' });
    expect(record.class.name).toBe('Private Pilot Ground');
    expect(record.acs_areas).toEqual([
      { code: 'PA.I.C', answers: 4, correct: 3, accuracy: 75, weak: false, mastered: false },
      { code: 'PA.III.A', answers: 2, correct: 1, accuracy: 50, weak: false, mastered: false },
    ]);
    expect(record.uncoded_answers).toBe(1);
    expect(record.knowledge_test_name).toBe('Private Pilot Airplane (PAR)');
    expect(record.topics.map(({ name, answers }) => ({ name, answers }))).toEqual([
      { name: 'Weather', answers: 7 },
    ]);
  });

  it('counts study time by sittings and groups activity by week', async () => {
    const { study } = await readRecord(teacher);
    // 11 Nov: answers at 18:00, reviews at 19:00, 19:04 (+4 min), 19:30 (a new sitting).
    expect(study.weeks).toEqual([
      { week_start: '2026-11-09', days_studied: 1, minutes: 7, answers: 3, flashcard_reviews: 3 },
      { week_start: '2026-11-02', days_studied: 1, minutes: 1, answers: 4, flashcard_reviews: 0 },
    ]);
    expect(study).toMatchObject({ minutes: 8, days_studied: 2 });
  });

  it('lists the quizzes with their attempts and the final exam', async () => {
    const record = await readRecord(teacher);
    expect(record.quizzes).toEqual([
      expect.objectContaining({
        title: 'Weather basics',
        kind: 'practice',
        attempts: 2,
        best: 75,
        last: 50,
        last_at: '2026-11-11T18:00:00.000Z',
      }),
    ]);
    expect(record.final_exam).toEqual({ pass_mark: 70, attempts: [] });
  });

  it('names who reviewed each knowledge-test code and when', async () => {
    const record = await readRecord(student);
    expect(
      record.knowledge_test_codes.map(({ code, reviewed_by_name }) => ({ code, reviewed_by_name })),
    ).toEqual([
      { code: 'PA.I.C.K1', reviewed_by_name: 'Tess Instructor' },
      { code: 'PLT123', reviewed_by_name: null },
    ]);
    expect(record.knowledge_test_codes[0]!.reviewed_at).not.toBeNull();
  });

  it("names the viewing instructor's certificate; the student sees the class teacher's", async () => {
    const certificate: InstructorCertificate = {
      certificate_number: '987654321CFI',
      certificate_expires: '2027-12-31',
    };
    const saved = await call(teacher, 'PUT', '/users/me/instructor-certificate', certificate);
    expect(saved.json()).toEqual(certificate);
    expect((await readRecord(teacher)).instructor).toEqual({
      name: 'Tess Instructor',
      ...certificate,
    });
    expect((await readRecord(student)).instructor?.name).toBe('Tess Instructor');
    await call(teacher, 'PUT', `/classes/${classId}/students/${student.id}/endorsement`);
    const mine = await readRecord(student);
    expect(mine.instructor).toEqual({ name: 'Tess Instructor', ...certificate });
    expect(mine.endorsement?.teacher_name).toBe('Tess Instructor');
  });

  it("names the class's teacher, never the superuser who views it", async () => {
    const record = await readRecord(superuser);
    expect(record.instructor?.name).toBe('Tess Instructor');
    expect(record.instructor?.name).not.toBe('Root');
  });

  it('names the endorsing teacher when the class has several', async () => {
    const ofClass = await aClass(t.db);
    const pupil = await createUser(t.db, { name: 'Pupil' });
    await grantRole(t.db, pupil.id, Role.STUDENT, ofClass);
    for (const name of ['Anna First', 'Zed Endorser']) {
      const user = await createUser(t.db, { name });
      await grantRole(t.db, user.id, Role.TEACHER, ofClass);
      if (name === 'Zed Endorser') {
        await call(user, 'PUT', `/classes/${ofClass}/students/${pupil.id}/endorsement`);
      }
    }
    const response = await call(superuser, 'GET', recordUrl(pupil.id, ofClass));
    expect((response.json() as StudentRecord).instructor?.name).toBe('Zed Endorser');
  });

  it('clears the certificate with empty fields', async () => {
    const empty = { certificate_number: '', certificate_expires: '' };
    const other = await createUser(t.db, { name: 'New Instructor' });
    expect((await call(other, 'GET', '/users/me/instructor-certificate')).json()).toEqual(empty);
    await call(other, 'PUT', '/users/me/instructor-certificate', {
      certificate_number: '123CFI',
      certificate_expires: '',
    });
    expect((await call(other, 'GET', '/users/me/instructor-certificate')).json()).toEqual({
      certificate_number: '123CFI',
      certificate_expires: '',
    });
    await call(other, 'PUT', '/users/me/instructor-certificate', empty);
    expect((await call(other, 'GET', '/users/me/instructor-certificate')).json()).toEqual(empty);
  });

  it('refuses a certificate expiry that is not a date', async () => {
    expectError(
      await call(teacher, 'PUT', '/users/me/instructor-certificate', {
        certificate_number: '1',
        certificate_expires: '31/12/2027',
      }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
  });
});

describe("who reads a student's record", () => {
  it('the student, the class teachers and superusers', async () => {
    for (const user of [student, teacher, superuser]) {
      expect((await call(user, 'GET', recordUrl())).statusCode).toBe(200);
    }
  });

  it('not a classmate, nor a teacher of another class', async () => {
    expectError(await call(classmate, 'GET', recordUrl()), 403, ErrorCode.FORBIDDEN);
    expectError(await call(otherTeacher, 'GET', recordUrl()), 403, ErrorCode.FORBIDDEN);
  });

  it('404 for someone who is not a student of the class', async () => {
    expectError(await call(teacher, 'GET', recordUrl(teacher.id)), 404, ErrorCode.NOT_FOUND);
  });
});
