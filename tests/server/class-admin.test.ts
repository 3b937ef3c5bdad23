import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Header, JOIN_MESSAGES, WEIGHTS_SUM_MESSAGE } from '../../contract';
import { questions, topics } from '../../server/db/schema';
import { bearerFor, createSchool, createUser } from './helpers/auth-fixtures';
import { expectError } from './helpers/expect-error';
import { callApi, createTestApp, type ApiMethod, type TestApp } from './helpers/test-app';

let t: TestApp;
let school: Awaited<ReturnType<typeof createSchool>>;
let as: (user: { subject: string | null }) => Promise<Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t.db);
  as = (user) => bearerFor(t.db, t.config, user.subject);
});
afterAll(() => t.close());

const call = (...args: [ApiMethod, string, Record<string, string>, unknown?]) =>
  callApi(t.app, ...args);

async function addTopic(classId: number, name: string, published: number) {
  const [topic] = await t.db
    .insert(topics)
    .values({ classId, position: 1, name })
    .returning({ id: topics.id });
  const topicId = topic?.id ?? 0;
  for (let index = 0; index < published; index += 1) {
    await t.db.insert(questions).values({
      classId,
      topicId,
      stem: `${name} ${index}?`,
      choices: [
        { text: 'Yes', correct: true },
        { text: 'No', correct: false },
      ],
      status: 'published',
    });
  }
  return topicId;
}

describe('class settings', () => {
  it('read as defaults before anything is saved', async () => {
    const response = await call(
      'GET',
      `/api/classes/${school.classA}/settings`,
      await as(school.teacher),
    );
    expect(response.json()).toMatchObject({
      general: { new_flashcards_per_day: 20, flashcard_retention: 90, points_enabled: true },
      final_exam: { question_count: 60, time_limit_minutes: 150, pass_mark: 70, review: 'missed' },
      weak_areas: { last_answers: 20, accuracy_threshold: 70, min_answers: 5, drill_size: 10 },
    });
  });

  it('keep the other groups when one is saved', async () => {
    const headers = await as(school.teacher);
    await call('PUT', `/api/classes/${school.classA}/settings/weak-areas`, headers, {
      last_answers: 30,
      accuracy_threshold: 80,
      min_answers: 6,
      drill_size: 12,
    });
    const response = await call('PUT', `/api/classes/${school.classA}/settings/general`, headers, {
      time_zone: 'Europe/Zurich',
      points_enabled: false,
      new_flashcards_per_day: 15,
      flashcard_retention: 85,
      explanation_mode: 'after_submission',
    });
    expect(response.json()).toMatchObject({
      general: { time_zone: 'Europe/Zurich', points_enabled: false },
      weak_areas: { last_answers: 30, drill_size: 12 },
    });
  });

  it('refuse an unknown time zone with 422 on the field', async () => {
    const response = await call(
      'PUT',
      `/api/classes/${school.classA}/settings/general`,
      await as(school.teacher),
      { time_zone: 'Mars/Olympus' },
    );
    const body = expectError(response, 422, ErrorCode.VALIDATION_FAILED);
    expect(body.detail.fields?.[0]?.path).toBe('body.time_zone');
  });

  it('refuse a weak-area minimum above the answers counted', async () => {
    const response = await call(
      'PUT',
      `/api/classes/${school.classA}/settings/weak-areas`,
      await as(school.teacher),
      { last_answers: 10, min_answers: 11 },
    );
    expectError(response, 422, ErrorCode.VALIDATION_FAILED);
  });
});

describe('final-exam topic weights', () => {
  it('must add up to 100 %', async () => {
    const weather = await addTopic(school.classA, 'Weather', 1);
    const response = await call(
      'PUT',
      `/api/classes/${school.classA}/settings/final-exam`,
      await as(school.teacher),
      { topic_weights: [{ topic_id: weather, weight: 60 }] },
    );
    const body = expectError(response, 422, ErrorCode.VALIDATION_FAILED);
    expect(body.detail.fields).toContainEqual({
      path: 'body.topic_weights',
      message: WEIGHTS_SUM_MESSAGE,
    });
  });

  it("can only name the class's own topics", async () => {
    const foreign = await addTopic(school.classB, 'Foreign', 0);
    const response = await call(
      'PUT',
      `/api/classes/${school.classA}/settings/final-exam`,
      await as(school.teacher),
      { topic_weights: [{ topic_id: foreign, weight: 100 }] },
    );
    expectError(response, 422, ErrorCode.VALIDATION_FAILED);
  });

  it('are saved when they add up', async () => {
    const a = await addTopic(school.classA, 'Navigation', 2);
    const b = await addTopic(school.classA, 'Regulations', 2);
    const response = await call(
      'PUT',
      `/api/classes/${school.classA}/settings/final-exam`,
      await as(school.teacher),
      {
        topic_weights: [
          { topic_id: a, weight: 75 },
          { topic_id: b, weight: 25 },
        ],
      },
    );
    expect(response.json().final_exam.topic_weights).toEqual([
      { topic_id: a, weight: 75 },
      { topic_id: b, weight: 25 },
    ]);
  });

  it('preview draws per weight, capped at the published questions of each topic', async () => {
    const a = await addTopic(school.classB, 'Aerodynamics', 10);
    const b = await addTopic(school.classB, 'Weather B', 1);
    const response = await call(
      'POST',
      `/api/classes/${school.classB}/final-exam/preview`,
      await as(school.otherTeacher),
      {
        question_count: 4,
        topic_weights: [
          { topic_id: a, weight: 50 },
          { topic_id: b, weight: 50 },
        ],
      },
    );
    expect(response.json().topics).toEqual([
      { topic_id: a, name: 'Aerodynamics', wanted: 2, drawn: 2, available: 10 },
      { topic_id: b, name: 'Weather B', wanted: 2, drawn: 1, available: 1 },
    ]);
    expect(response.json().questions).toHaveLength(3);
  });
});

describe('the join code', () => {
  const join = async (user: { subject: string | null }, code: string) =>
    call('POST', '/api/classes/join', await as(user), { code });

  it('lets a student join the class, typed in any case', async () => {
    const code = (
      await call('GET', `/api/classes/${school.classA}`, await as(school.teacher))
    ).json().join_code as string;
    const newcomer = await createUser(t.db);
    const response = await join(newcomer, code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: school.classA, my_roles: [1] });
  });

  it('answers a wrong code with a clear message', async () => {
    expectError(
      await join(school.noRoles, 'NOPE1234'),
      404,
      ErrorCode.NOT_FOUND,
      JOIN_MESSAGES.unknown,
    );
  });

  it('stops working when regenerated', async () => {
    const headers = await as(school.otherTeacher);
    const old = (await call('GET', `/api/classes/${school.classB}`, headers)).json()
      .join_code as string;
    const fresh = await call('POST', `/api/classes/${school.classB}/join-code`, headers);
    expect(fresh.json().join_code).not.toBe(old);
    expectError(await join(school.noRoles, old), 404, ErrorCode.NOT_FOUND);
  });

  it('refuses when switched off, and says so', async () => {
    const headers = await as(school.otherTeacher);
    const code = (await call('GET', `/api/classes/${school.classB}`, headers)).json()
      .join_code as string;
    expect(
      (await call('DELETE', `/api/classes/${school.classB}/join-code`, headers)).statusCode,
    ).toBe(204);
    expectError(
      await join(school.noRoles, code),
      409,
      ErrorCode.CONFLICT,
      JOIN_MESSAGES.switchedOff,
    );
    await call('POST', `/api/classes/${school.classB}/join-code`, headers);
  });
});

describe('archive', () => {
  it('hides an archived class from its students’ list unless asked, and refuses its code', async () => {
    const headers = await as(school.superuser);
    const [classId, code] = await (async () => {
      const created = await call('POST', '/api/classes', headers, { name: 'Archived soon' });
      return [created.json().id as number, created.json().join_code as string];
    })();
    const pupil = await createUser(t.db);
    await call('POST', '/api/classes/join', await as(pupil), { code });
    const archived = await call('PATCH', `/api/classes/${classId}`, headers, { archived: true });
    expect(archived.json().archived).toBe(true);

    const pupilHeaders = await as(pupil);
    expect((await call('GET', '/api/classes?as=student', pupilHeaders)).json()).toEqual([]);
    const all = await call('GET', '/api/classes?as=student&include_archived=true', pupilHeaders);
    expect(all.json().map((entry: { id: number }) => entry.id)).toEqual([classId]);
    expectError(
      await call('POST', '/api/classes/join', await as(school.noRoles), { code }),
      409,
      ErrorCode.CONFLICT,
      JOIN_MESSAGES.archived,
    );
  });

  it('warns when a class name is already used', async () => {
    const response = await call(
      'GET',
      '/api/classes/name-in-use?name=%20a%20CLASS',
      await as(school.superuser),
    );
    expect(response.json()).toEqual({ in_use: true });
  });

  it('does not count the class itself as using its name', async () => {
    const response = await call(
      'GET',
      `/api/classes/name-in-use?name=A%20class&except=${school.classA}`,
      await as(school.teacher),
    );
    expect(response.json()).toEqual({ in_use: false });
  });
});

/** Every class-running action, as [method, path, body] for class A. */
const actions = (): [ApiMethod, string, unknown?][] => [
  ['GET', `/api/classes/${school.classA}/settings`],
  ['PUT', `/api/classes/${school.classA}/settings/general`, {}],
  ['PUT', `/api/classes/${school.classA}/settings/final-exam`, {}],
  ['PUT', `/api/classes/${school.classA}/settings/weak-areas`, {}],
  ['POST', `/api/classes/${school.classA}/final-exam/preview`, {}],
  ['PATCH', `/api/classes/${school.classA}`, { name: 'Renamed' }],
  ['POST', `/api/classes/${school.classA}/join-code`],
  ['DELETE', `/api/classes/${school.classA}/join-code`],
  ['GET', `/api/classes/${school.classA}/invitations`],
  ['POST', `/api/classes/${school.classA}/invitations`, { emails: ['x@example.test'] }],
  ['DELETE', `/api/classes/${school.classA}/invitations/1`],
  ['GET', `/api/classes/${school.classA}/teachers`],
  ['DELETE', `/api/classes/${school.classA}/students/${school.student.id}`],
  ['PUT', `/api/classes/${school.classA}/students/${school.student.id}/accommodations`, {}],
  ['POST', `/api/classes/${school.classA}/teachers`, { email: 'x@example.test' }],
  ['DELETE', `/api/classes/${school.classA}/teachers/${school.teacher.id}`],
];

describe('who may run a class', () => {
  it('a teacher of another class is refused every action: 403', async () => {
    const headers = await as(school.otherTeacher);
    for (const [method, url, body] of actions()) {
      expectError(await call(method, url, headers, body), 403, ErrorCode.FORBIDDEN);
    }
  });

  it('a student of the class is refused every action: 403', async () => {
    const headers = await as(school.student);
    for (const [method, url, body] of actions()) {
      expectError(await call(method, url, headers, body), 403, ErrorCode.FORBIDDEN);
    }
  });

  it('a teacher of another class impersonating their student is refused with 114 (reads) and 110 (changes)', async () => {
    const headers = {
      ...(await as(school.otherTeacher)),
      [Header.IMPERSONATED_ID]: String(school.otherStudent.id),
    };
    for (const [method, url, body] of actions()) {
      const code =
        method === 'GET' ? ErrorCode.CLASS_NOT_ACCESSIBLE : ErrorCode.IMPERSONATION_READ_ONLY;
      expectError(await call(method, url, headers, body), 403, code);
    }
  });

  it('the class’s own teacher impersonating a student is refused every action (the student may not)', async () => {
    const headers = {
      ...(await as(school.teacher)),
      [Header.IMPERSONATED_ID]: String(school.student.id),
    };
    for (const [method, url, body] of actions()) {
      const code = method === 'GET' ? ErrorCode.FORBIDDEN : ErrorCode.IMPERSONATION_READ_ONLY;
      expectError(await call(method, url, headers, body), 403, code);
    }
  });

  it('a superuser impersonating is refused every change: 110', async () => {
    const headers = {
      ...(await as(school.superuser)),
      [Header.IMPERSONATED_ID]: String(school.student.id),
    };
    for (const [method, url, body] of actions().filter(([method]) => method !== 'GET')) {
      expectError(await call(method, url, headers, body), 403, ErrorCode.IMPERSONATION_READ_ONLY);
    }
  });

  it('a class teacher may not appoint or remove teachers: 403', async () => {
    const headers = await as(school.teacher);
    expectError(
      await call('POST', `/api/classes/${school.classA}/teachers`, headers, {
        email: 'x@example.test',
      }),
      403,
      ErrorCode.FORBIDDEN,
    );
  });
});
