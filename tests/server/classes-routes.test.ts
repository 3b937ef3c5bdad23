import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  NO_ACCOMMODATIONS,
  type QuestionChoice,
  type QuestionStatus,
} from '../../contract';
import { flashcards, questions, topics } from '../../server/db/schema';
import { bearerFor, createSchool, createUser, grantRole } from './helpers/auth-fixtures';
import { aClass, aFlashcard, aQuestion, aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchool>>;
let as: (user: { subject: string | null }) => Promise<Record<string, string>>;

const choices: QuestionChoice[] = [
  { text: 'Yes', correct: true },
  { text: 'No', correct: false },
];

async function addContent(classId: number, statuses: QuestionStatus[], flashcardCount: number) {
  const [topic] = await t.db
    .insert(topics)
    .values({ classId, position: 1, name: 'Weather' })
    .returning({ id: topics.id });
  const topicId = topic?.id ?? 0;
  for (const status of statuses) {
    await t.db.insert(questions).values({ classId, topicId, stem: 'Q?', choices, status });
  }
  for (let index = 0; index < flashcardCount; index += 1) {
    await t.db.insert(flashcards).values({ classId, topicId, front: 'F', back: 'B' });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t.db);
  as = (user) => bearerFor(t.db, t.config, user.subject);
  await addContent(school.classA, ['published', 'published', 'draft', 'retired'], 3);
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });
const ids = (body: { id: number }[]) => body.map((entry) => entry.id);

describe('GET /api/classes', () => {
  it('as=student lists the classes the viewer studies in, with counts of published content', async () => {
    const response = await get('/api/classes?as=student', await as(school.student));
    expect(response.json()).toEqual([
      {
        id: school.classA,
        name: 'A class',
        description: '',
        archived: false,
        topic_count: 1,
        question_count: 2,
        flashcard_count: 3,
        student_count: 1,
        my_roles: [1],
        due_flashcards: 0,
        new_flashcards_left: 3,
      },
    ]);
  });

  it('as=teacher lists the classes the viewer teaches, counting drafts and the join code', async () => {
    const response = await get('/api/classes?as=teacher', await as(school.teacher));
    const [summary] = response.json();
    expect(ids(response.json())).toEqual([school.classA]);
    expect(summary).toMatchObject({ question_count: 3, my_roles: [2] });
    expect(summary.join_code).toEqual(expect.any(String));
  });

  it("counts each class's own content, whatever its ids", async () => {
    const classId = await aClass(t.db);
    // Topics of an earlier class first, so that no id of this class's rows matches its own id.
    await aTopic(t.db, school.classB);
    const topicId = await aTopic(t.db, classId);
    await aTopic(t.db, classId);
    await aQuestion(t.db, classId, topicId);
    await aFlashcard(t.db, classId, topicId);
    const response = await get(`/api/classes/${classId}`, await as(school.superuser));
    expect(response.json()).toMatchObject({
      topic_count: 2,
      question_count: 1,
      flashcard_count: 1,
    });
  });

  it('as=teacher lists every class for a superuser', async () => {
    const response = await get('/api/classes?as=teacher', await as(school.superuser));
    expect(ids(response.json())).toEqual(expect.arrayContaining([school.classA, school.classB]));
  });

  it('as=teacher lists nothing for a student', async () => {
    const response = await get('/api/classes?as=teacher', await as(school.student));
    expect(response.json()).toEqual([]);
  });

  it('answers 422 without a valid as=', async () => {
    expectError(
      await get('/api/classes', await as(school.student)),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expectError(
      await get('/api/classes?as=admin', await as(school.student)),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
  });

  it('answers 401 without sign-in', async () => {
    expectError(await get('/api/classes?as=student', {}), 401, ErrorCode.UNAUTHENTICATED);
  });
});

describe('POST /api/classes', () => {
  const create = async (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/classes', headers, payload });

  it('creates a class for a superuser: 201 with the class and a unique join code', async () => {
    const headers = await as(school.superuser);
    const first = await create(headers, { name: '  Instrument Rating ', description: 'IFR' });
    const second = await create(headers, { name: 'Commercial' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Instrument Rating',
      description: 'IFR',
      student_count: 0,
      my_roles: [],
    });
    expect(first.json().join_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(second.json().join_code).not.toBe(first.json().join_code);
  });

  it('is refused to a teacher with 403 FORBIDDEN', async () => {
    expectError(await create(await as(school.teacher), { name: 'Mine' }), 403, ErrorCode.FORBIDDEN);
  });

  it('answers 422 with the field for a missing name', async () => {
    const body = expectError(
      await create(await as(school.superuser), { description: 'no name' }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.[0]?.path).toBe('body.name');
  });
});

describe('GET /api/classes/:classId', () => {
  it('answers the summary to a member', async () => {
    const response = await get(`/api/classes/${school.classA}`, await as(school.student));
    expect(response.json()).toMatchObject({ id: school.classA, my_roles: [1], question_count: 2 });
    expect(response.json().join_code).toBeUndefined();
  });

  it('answers the summary to a superuser who is not a member', async () => {
    const response = await get(`/api/classes/${school.classB}`, await as(school.superuser));
    expect(response.json()).toMatchObject({ id: school.classB, my_roles: [] });
  });

  it('answers 403 FORBIDDEN to someone outside the class', async () => {
    expectError(
      await get(`/api/classes/${school.classB}`, await as(school.student)),
      403,
      ErrorCode.FORBIDDEN,
      "You don't have access to this class.",
    );
  });

  it('answers 404 for a class that does not exist', async () => {
    expectError(
      await get('/api/classes/999999', await as(school.superuser)),
      404,
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('GET /api/classes/:classId/students', () => {
  it('lists id, name, email and accommodations of the students to the class’s teacher', async () => {
    const late = await createUser(t.db, { name: 'Aaron Early', email: null });
    await grantRole(t.db, late.id, 1, school.classA);
    const response = await get(`/api/classes/${school.classA}/students`, await as(school.teacher));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: late.id, name: 'Aaron Early', email: null, accommodations: NO_ACCOMMODATIONS },
      {
        id: school.student.id,
        name: 'Student A',
        email: expect.any(String),
        accommodations: NO_ACCOMMODATIONS,
      },
    ]);
  });

  it('lists them to a superuser', async () => {
    const response = await get(
      `/api/classes/${school.classB}/students`,
      await as(school.superuser),
    );
    expect(ids(response.json())).toEqual([school.otherStudent.id]);
  });

  it('is refused to a student of the class', async () => {
    expectError(
      await get(`/api/classes/${school.classA}/students`, await as(school.student)),
      403,
      ErrorCode.FORBIDDEN,
    );
  });

  it('is refused to the teacher of another class', async () => {
    expectError(
      await get(`/api/classes/${school.classA}/students`, await as(school.otherTeacher)),
      403,
      ErrorCode.FORBIDDEN,
    );
  });
});
