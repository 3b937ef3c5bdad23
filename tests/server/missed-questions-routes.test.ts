import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type ClassOverview } from '../../contract';
import { aClosedAttempt } from './helpers/attempt-builders';
import { bearerFor, createSchool } from './helpers/auth-fixtures';
import { aQuestion, aQuiz, aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchool>>;
let questionId: number;
type User = { id: number; subject: string | null };
const as = (user: User) => bearerFor(t.db, t.config, user.subject);

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t.db);
  const topicId = await aTopic(t.db, school.classA);
  questionId = await aQuestion(t.db, school.classA, topicId);
  const quizId = await aQuiz(t.db, school.classA, topicId, {
    selection: 'fixed',
    question_ids: [questionId],
    random_count: null,
  });
  await aClosedAttempt(t.db, quizId, school.student.id, { answers: [[1]] });
});
afterAll(() => t.close());

let serial = 0;
const sessionAs = async (user: User, classId = school.classA) =>
  t.app.inject({
    method: 'GET',
    url: `/api/classes/${classId}/missed-questions`,
    headers: await as(user),
  });
const answerAs = async (user: User, body: Record<string, unknown> = {}, id: unknown = questionId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/classes/${school.classA}/missed-questions/${String(id)}/answers`,
    headers: await as(user),
    payload: { review_id: `route-${(serial += 1)}`, version: 1, choice_ids: [1], ...body },
  });

describe('GET /api/classes/:classId/missed-questions', () => {
  it('gives the student their due missed questions without the answers', async () => {
    const response = await sessionAs(school.student);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.counts).toMatchObject({ due: 1, queued: 1 });
    expect(body.questions[0]).toMatchObject({ question_id: questionId, version: 1 });
    expect(response.body).not.toMatch(/correct|explanation/);
  });

  it('gives a teacher and a superuser their own (empty) queue, read-only', async () => {
    for (const viewer of [school.teacher, school.superuser]) {
      const response = await sessionAs(viewer);
      expect(response.statusCode).toBe(200);
      expect(response.json().counts.queued).toBe(0);
    }
  });

  it('refuses someone outside the class', async () => {
    expectError(await sessionAs(school.otherStudent), 403, ErrorCode.FORBIDDEN);
  });
});

describe('POST /api/classes/:classId/missed-questions/:questionId/answers', () => {
  it('refuses teachers and superusers: only the student answers', async () => {
    expectError(await answerAs(school.teacher), 403, ErrorCode.FORBIDDEN);
    expectError(await answerAs(school.superuser), 403, ErrorCode.FORBIDDEN);
    expectError(await answerAs(school.otherStudent), 403, ErrorCode.FORBIDDEN);
  });

  it('answers 422 with the error body for bad input', async () => {
    expectError(
      await answerAs(school.student, { choice_ids: [] }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expectError(await answerAs(school.student, { version: 0 }), 422, ErrorCode.VALIDATION_FAILED);
    expectError(await answerAs(school.student, { extra: 1 }), 422, ErrorCode.VALIDATION_FAILED);
    expectError(await answerAs(school.student, {}, 'abc'), 422, ErrorCode.VALIDATION_FAILED);
    expectError(
      await answerAs(school.student, { choice_ids: [0, 1] }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
  });

  it("answers 404 for a question not in the student's queue", async () => {
    expectError(await answerAs(school.student, {}, questionId + 1000), 404, ErrorCode.NOT_FOUND);
  });

  it('grades the answer and shows the explanation; an answer not due is a 409', async () => {
    const response = await answerAs(school.student, { choice_ids: [0] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      correct: true,
      rating: 3,
      correct_choice_ids: [0],
      right_streak: 1,
      left_queue: false,
    });
    expectError(await answerAs(school.student, { choice_ids: [0] }), 409, ErrorCode.CONFLICT);
  });

  it("shows each student's queue size in the teacher's class overview", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/classes/${school.classA}/overview`,
      headers: await as(school.teacher),
    });
    const overview = response.json() as ClassOverview;
    expect(overview.students.find((s) => s.user_id === school.student.id)?.missed_queue).toBe(1);
  });
});
