import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  NO_MATCHING_QUESTIONS_MESSAGE,
  Role,
  type AttemptView,
  type KnowledgeCode,
} from '../../contract';
import { quizzes } from '../../server/db/schema';
import { callAs, createUser, grantRole } from './helpers/auth-fixtures';
import { aClass, aQuestion, aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { createTestApp, type TestApp } from './helpers/test-app';
import { and, eq } from 'drizzle-orm';

let t: TestApp;
type User = { id: number; subject: string | null };
let classId: number;
let drillQuizId: number;
let coded: number[];
let student: User;
let teacher: User;

const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  callAs(t, user, method, url, payload);

const codesUrl = () => `/classes/${classId}/students/${student.id}/knowledge-test-codes`;

beforeAll(async () => {
  t = await createTestApp();
  classId = await aClass(t.db);
  const topic = await aTopic(t.db, classId);
  coded = [
    await aQuestion(t.db, classId, topic, { learning_objective: 'PA.I.B.K1' }),
    await aQuestion(t.db, classId, topic, { learning_objective: 'PA.I.B.K1a' }),
    await aQuestion(t.db, classId, topic, { learning_objective: 'PA.III.A.K2' }),
  ];
  const [drill] = await t.db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.classId, classId), eq(quizzes.kind, 'drill')));
  drillQuizId = drill!.id;
  student = await createUser(t.db, { name: 'Tested Student' });
  await grantRole(t.db, student.id, Role.STUDENT, classId);
  teacher = await createUser(t.db, { name: 'Reviewing Teacher' });
  await grantRole(t.db, teacher.id, Role.TEACHER, classId);
});
afterAll(() => t.close());

describe("the student's knowledge-test report", () => {
  it('refuses a code the report cannot print', async () => {
    expectError(
      await call(student, 'PUT', codesUrl(), { codes: ['weather'] }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
  });

  it('keeps the codes with the questions that match each', async () => {
    const response = await call(student, 'PUT', codesUrl(), { codes: ['PA.I.B.K1', 'PLT123'] });
    expect(response.statusCode).toBe(200);
    const codes = response.json() as KnowledgeCode[];
    expect(
      codes.map(({ code, questions, reviewed_at }) => ({ code, questions, reviewed_at })),
    ).toEqual([
      { code: 'PA.I.B.K1', questions: 1, reviewed_at: null },
      { code: 'PLT123', questions: 0, reviewed_at: null },
    ]);
  });

  it('the drill on the codes draws only the matching questions', async () => {
    await call(student, 'PUT', codesUrl(), { codes: ['PA.I.B.K1'] });
    const response = await call(student, 'POST', `/quizzes/${drillQuizId}/attempts`, {
      focus: 'knowledge_test',
    });
    expect(response.statusCode).toBe(201);
    const attempt = response.json() as AttemptView;
    expect(attempt.questions.map((question) => question.question_id)).toEqual([coded[0]]);
  });

  it('says so when no question matches the codes', async () => {
    const other = await createUser(t.db, { name: 'No Codes' });
    await grantRole(t.db, other.id, Role.STUDENT, classId);
    const response = await call(other, 'POST', `/quizzes/${drillQuizId}/attempts`, {
      focus: 'knowledge_test',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail.message).toBe(NO_MATCHING_QUESTIONS_MESSAGE);
  });

  describe('with a drill already open', () => {
    const startCodesDrill = (who: User, body: object = {}) =>
      call(who, 'POST', `/quizzes/${drillQuizId}/attempts`, { focus: 'knowledge_test', ...body });

    /** A student with a drill of PA.I.B.K1 open, whose codes are now `codes`. */
    async function aStudentWithADrillOpen(codes: string[]) {
      const other = await createUser(t.db);
      await grantRole(t.db, other.id, Role.STUDENT, classId);
      const url = `/classes/${classId}/students/${other.id}/knowledge-test-codes`;
      await call(other, 'PUT', url, { codes: ['PA.I.B.K1'] });
      const open = (await startCodesDrill(other)).json() as AttemptView;
      await call(other, 'PUT', url, { codes });
      return { other, open };
    }

    it('resumes it when it practises the same codes', async () => {
      const { other, open } = await aStudentWithADrillOpen(['PA.I.B.K1']);
      const response = await startCodesDrill(other);
      expect(response.statusCode).toBe(200);
      expect((response.json() as AttemptView).id).toBe(open.id);
    });

    it('refuses to resume a drill of other questions', async () => {
      const { other } = await aStudentWithADrillOpen(['PA.III.A.K2']);
      expectError(await startCodesDrill(other), 409, ErrorCode.OTHER_DRILL_OPEN);
    });

    it('replaces a drill of other questions when asked: submits it and starts one of the codes', async () => {
      const { other, open } = await aStudentWithADrillOpen(['PA.III.A.K2']);
      const response = await startCodesDrill(other, { replace_open: true });
      expect(response.statusCode).toBe(201);
      const attempt = response.json() as AttemptView;
      expect(attempt.questions.map((question) => question.question_id)).toEqual([coded[2]]);
      const replaced = (await call(other, 'GET', `/attempts/${open.id}`)).json() as AttemptView;
      expect(replaced.status).toBe('submitted');
    });
  });

  it('the teacher reads the codes and marks them reviewed; only the student changes them', async () => {
    const reviewed = await call(teacher, 'POST', `${codesUrl()}/review`, { codes: ['PA.I.B.K1'] });
    expect(reviewed.statusCode).toBe(200);
    expect((reviewed.json() as KnowledgeCode[])[0]).toMatchObject({
      code: 'PA.I.B.K1',
      reviewed_by_name: 'Reviewing Teacher',
    });
    expectError(await call(teacher, 'PUT', codesUrl(), { codes: [] }), 403, ErrorCode.FORBIDDEN);
    expectError(
      await call(student, 'POST', `${codesUrl()}/review`, { codes: ['PA.I.B.K1'] }),
      403,
      ErrorCode.FORBIDDEN,
    );
  });

  it.each([
    ['a NUL character', { codes: ['PA.I.B.K1', 'a\u0000b'] }, 'body.codes.1'],
    [
      'a code too long for any report',
      { codes: ['PA.I.B.K1'.padEnd(100_000, '1')] },
      'body.codes.0',
    ],
    [
      'more codes than a report lists',
      { codes: Array.from({ length: 61 }, (_, i) => `PLT${100 + i}`) },
      'body.codes',
    ],
  ])('refuses marking reviewed %s with the field', async (_case, payload, field) => {
    const body = expectError(
      await call(teacher, 'POST', `${codesUrl()}/review`, payload),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.map((problem) => problem.path)).toContain(field);
  });
});
