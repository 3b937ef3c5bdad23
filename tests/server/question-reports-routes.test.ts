import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Role, type AttemptView, type QuestionReport } from '../../contract';
import { callAs, createUser, grantRole } from './helpers/auth-fixtures';
import { aClass, aQuestion, aQuiz, aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
type User = { id: number; subject: string | null };
let classId: number;
let questionId: number;
let student: User;
let teacher: User;
let otherTeacher: User;

beforeAll(async () => {
  t = await createTestApp();
  classId = await aClass(t.db);
  questionId = await aQuestion(t.db, classId, await aTopic(t.db, classId), {
    stem: 'Which way does the wind blow?',
  });
  student = await createUser(t.db, { name: 'Reporting Student' });
  await grantRole(t.db, student.id, Role.STUDENT, classId);
  teacher = await createUser(t.db, { name: 'Class Teacher' });
  await grantRole(t.db, teacher.id, Role.TEACHER, classId);
  otherTeacher = await createUser(t.db, { name: 'Other Teacher' });
  await grantRole(t.db, otherTeacher.id, Role.TEACHER, await aClass(t.db));
});
afterAll(() => t.close());

const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  callAs(t, user, method, url, payload);
const report = (user: User, body: object = { kind: 'wrong_answer', comment: 'B is right' }) =>
  call(user, 'POST', `/questions/${questionId}/reports`, body);
const openReports = async (user: User) =>
  (await call(user, 'GET', `/classes/${classId}/question-reports`)).json() as QuestionReport[];

describe('reporting a problem with a question', () => {
  it('a student of the class reports it; the teacher sees it open, with the question', async () => {
    expect((await report(student)).statusCode).toBe(204);
    const [first] = await openReports(teacher);
    expect(first).toMatchObject({
      question_id: questionId,
      question_stem: 'Which way does the wind blow?',
      kind: 'wrong_answer',
      comment: 'B is right',
      status: 'open',
      reporter_name: 'Reporting Student',
    });
  });

  it("tells the class's teachers, with a link to the question, and nobody else", async () => {
    await report(student, { kind: 'unclear', comment: '' });
    const notes = (await call(teacher, 'GET', '/notifications')).json();
    expect(notes.items[0]).toMatchObject({
      kind: 'question_reported',
      class_id: classId,
      text: 'A student reported a problem with a question: The question is unclear.',
      link: `/teacher/classes/${classId}/questions/${questionId}`,
      read_at: null,
    });
    const elsewhere = (await call(otherTeacher, 'GET', '/notifications')).json();
    expect(elsewhere.items).toEqual([]);
  });

  it('says what is missing when the kind of problem is not given', async () => {
    expectError(await report(student, { comment: 'hm' }), 422, ErrorCode.VALIDATION_FAILED);
  });

  it('only students of the class report', async () => {
    expectError(await report(teacher), 403, ErrorCode.FORBIDDEN);
    expectError(await report(otherTeacher), 403, ErrorCode.FORBIDDEN);
  });

  it('only the class’s teachers read the reports', async () => {
    expectError(
      await call(student, 'GET', `/classes/${classId}/question-reports`),
      403,
      ErrorCode.FORBIDDEN,
    );
  });

  it('resolving it with a note closes it and tells the student', async () => {
    await report(student, { kind: 'typo', comment: 'wnid' });
    const target = (await openReports(teacher)).find((entry) => entry.kind === 'typo')!;
    const resolved = await call(teacher, 'POST', `/question-reports/${target.id}/resolve`, {
      note: 'Fixed, thank you.',
    });
    expect(resolved.statusCode).toBe(204);
    expect((await openReports(teacher)).some((entry) => entry.id === target.id)).toBe(false);
    const notes = (await call(student, 'GET', '/notifications')).json();
    expect(notes.items[0]).toMatchObject({
      kind: 'report_resolved',
      text: 'Your report on a question was resolved: Fixed, thank you.',
    });
  });

  it('a teacher of another class cannot resolve it', async () => {
    await report(student, { kind: 'unclear' });
    const target = (await openReports(teacher)).find((entry) => entry.kind === 'unclear')!;
    expectError(
      await call(otherTeacher, 'POST', `/question-reports/${target.id}/resolve`, { note: 'No.' }),
      403,
      ErrorCode.FORBIDDEN,
    );
  });
});

describe('what a student cannot see cannot be reported', () => {
  const reportOn = (id: number, body: object = { kind: 'typo' }) =>
    call(student, 'POST', `/questions/${id}/reports`, body);
  const anAttemptOf = async (user: User) => {
    const topicId = await aTopic(t.db, classId);
    await aQuestion(t.db, classId, topicId);
    const quizId = await aQuiz(t.db, classId, topicId, { status: 'published' });
    const started = await call(user, 'POST', `/quizzes/${quizId}/attempts`, {});
    expect(started.statusCode, started.body).toBe(201);
    return (started.json() as AttemptView).id;
  };

  it.each(['draft', 'retired'] as const)(
    'a %s question answers 404 as a missing one does',
    async (status) => {
      const hidden = await aQuestion(t.db, classId, await aTopic(t.db, classId), { status });
      const missing = expectError(await reportOn(999_999), 404, ErrorCode.NOT_FOUND);
      expect(expectError(await reportOn(hidden), 404, ErrorCode.NOT_FOUND)).toEqual(missing);
    },
  );

  it('the student names their own attempt in the report', async () => {
    const attemptId = await anAttemptOf(student);
    expect((await report(student, { kind: 'unclear', attempt_id: attemptId })).statusCode).toBe(
      204,
    );
  });

  it("another student's attempt answers 404 as a missing one does", async () => {
    const classmate = await createUser(t.db, { name: 'Classmate' });
    await grantRole(t.db, classmate.id, Role.STUDENT, classId);
    const theirs = await anAttemptOf(classmate);
    const missing = expectError(
      await report(student, { kind: 'other', attempt_id: 999_999 }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expect(
      expectError(
        await report(student, { kind: 'other', attempt_id: theirs }),
        404,
        ErrorCode.NOT_FOUND,
      ),
    ).toEqual(missing);
  });
});

describe('the questions list and open reports', () => {
  it('counts each question’s open reports and filters to the reported ones', async () => {
    const quiet = await aQuestion(t.db, classId, await aTopic(t.db, classId), {
      stem: 'Nobody reported this one',
    });
    await report(student, { kind: 'other', comment: 'see above' });
    const open = (await openReports(teacher)).filter((entry) => entry.question_id === questionId);

    const all = (await call(teacher, 'GET', `/classes/${classId}/questions`)).json();
    const row = (id: number) => all.items.find((item: { id: number }) => item.id === id);
    expect(row(questionId).open_reports).toBe(open.length);
    expect(row(quiet).open_reports).toBe(0);

    const reported = (
      await call(teacher, 'GET', `/classes/${classId}/questions?reports=open`)
    ).json();
    expect(reported.items.map((item: { id: number }) => item.id)).toEqual([questionId]);
  });
});
