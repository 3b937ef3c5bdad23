import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ErrorCode, TOPIC_HAS_QUESTIONS_MESSAGE, type TopicPage } from '../../contract';
import { TOPIC_NAME_TAKEN_MESSAGE } from '../../server/services/topics/create-topic';
import { aFlashcard, aQuestion, aQuiz, aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { schoolSession } from './helpers/school-session';

let s: Awaited<ReturnType<typeof schoolSession>>;
let classA: number;
beforeAll(async () => {
  s = await schoolSession();
  classA = s.school.classA;
});
afterAll(() => s.t.close());

const topicsPath = () => apiPath('classTopics', { classId: classA });
const topicPath = (topicId: number) => apiPath('classTopic', { classId: classA, topicId });
const listNames = async () =>
  ((await s.call('GET', `${topicsPath()}?page_size=100`, 'teacher')).json() as TopicPage).items.map(
    (topic) => topic.name,
  );

describe('topics: list', () => {
  it('lists the topics in class order with counts; students count published questions and takeable quizzes', async () => {
    const classId = await aTopicClass();
    const topicId = await aTopic(s.db, classId, { name: 'Weather' });
    await aQuestion(s.db, classId, topicId);
    await aQuestion(s.db, classId, topicId, { status: 'draft' });
    await aFlashcard(s.db, classId, topicId);
    await aQuiz(s.db, classId, topicId, { status: 'published' });
    await aQuiz(s.db, classId, topicId);
    const url = apiPath('classTopics', { classId });
    const teacherView = (await s.call('GET', url, 'superuser')).json() as TopicPage;
    expect(teacherView.items[0]).toMatchObject({
      name: 'Weather',
      position: 1,
      question_count: 2,
      flashcard_count: 1,
      quiz_count: 2,
    });
    expect(teacherView).toMatchObject({ total: 1, page: 1, page_size: 25 });
  });

  it('shows students published questions and quizzes they may take only', async () => {
    const topicId = await aTopic(s.db, classA, { name: 'Student counts' });
    await aQuestion(s.db, classA, topicId);
    await aQuestion(s.db, classA, topicId, { status: 'draft' });
    await aQuiz(s.db, classA, topicId, { status: 'published' });
    await aQuiz(s.db, classA, topicId, { status: 'published', random_count: 5 });
    const response = await s.call('GET', `${topicsPath()}?page_size=100`, 'student');
    const topic = (response.json() as TopicPage).items.find((item) => item.id === topicId);
    expect(topic).toMatchObject({ question_count: 1, quiz_count: 1 });
  });

  it('pages the list on the server', async () => {
    const classId = await aTopicClass();
    for (const name of ['One', 'Two', 'Three']) await aTopic(s.db, classId, { name });
    const response = await s.call(
      'GET',
      `${apiPath('classTopics', { classId })}?page=2&page_size=2`,
      'superuser',
    );
    const page = response.json() as TopicPage;
    expect(page.items.map((topic) => topic.name)).toEqual(['Three']);
    expect(page.total).toBe(3);
  });

  it('refuses a teacher of another class (403)', async () => {
    expectError(await s.call('GET', topicsPath(), 'otherTeacher'), 403, ErrorCode.FORBIDDEN);
  });

  it('answers 422 with the field for a bad page size', async () => {
    const body = expectError(
      await s.call('GET', `${topicsPath()}?page_size=1000`, 'teacher'),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.[0]?.path).toBe('querystring.page_size');
  });
});

describe('topics: create and edit', () => {
  it('lets the teacher add a topic at the end', async () => {
    const response = await s.call('POST', topicsPath(), 'teacher', { name: 'Navigation' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Navigation',
      description: '',
      question_count: 0,
    });
    expect((await listNames()).at(-1)).toBe('Navigation');
  });

  it('lets a superuser add a topic', async () => {
    const response = await s.call('POST', topicsPath(), 'superuser', { name: 'By superuser' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a student (403)', async () => {
    expectError(
      await s.call('POST', topicsPath(), 'student', { name: 'X' }),
      403,
      ErrorCode.FORBIDDEN,
    );
  });

  it('refuses a teacher of another class (403)', async () => {
    expectError(
      await s.call('POST', topicsPath(), 'otherTeacher', { name: 'X' }),
      403,
      ErrorCode.FORBIDDEN,
    );
  });

  it('refuses an impersonated session (110)', async () => {
    expectError(
      await s.call('POST', topicsPath(), 'impersonating', { name: 'X' }),
      403,
      ErrorCode.IMPERSONATION_READ_ONLY,
    );
  });

  it('answers 422 with the field for an empty name', async () => {
    const body = expectError(
      await s.call('POST', topicsPath(), 'teacher', { name: '  ' }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields).toEqual([{ path: 'body.name', message: 'Name is required.' }]);
  });

  it('refuses a second topic with the same name (409)', async () => {
    await aTopic(s.db, classA, { name: 'Twice' });
    expectError(
      await s.call('POST', topicsPath(), 'teacher', { name: 'twice' }),
      409,
      ErrorCode.CONFLICT,
      TOPIC_NAME_TAKEN_MESSAGE,
    );
  });

  it('renames a topic and changes its description', async () => {
    const topicId = await aTopic(s.db, classA);
    const response = await s.call('PATCH', topicPath(topicId), 'teacher', {
      name: 'Renamed',
      description: 'About it',
    });
    expect(response.json()).toMatchObject({ name: 'Renamed', description: 'About it' });
  });

  it('answers 404 for a topic of another class', async () => {
    const otherTopic = await aTopic(s.db, s.school.classB);
    expectError(
      await s.call('PATCH', topicPath(otherTopic), 'teacher', { name: 'Mine' }),
      404,
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('topics: reorder', () => {
  it('puts the topics in the order given', async () => {
    const classId = await aTopicClass();
    const first = await aTopic(s.db, classId, { name: 'First' });
    const second = await aTopic(s.db, classId, { name: 'Second' });
    const response = await s.call('PUT', apiPath('classTopicOrder', { classId }), 'superuser', {
      topic_ids: [second, first],
    });
    expect(response.statusCode).toBe(204);
    const page = (await s.call('GET', apiPath('classTopics', { classId }), 'superuser')).json();
    expect((page as TopicPage).items.map((topic) => [topic.name, topic.position])).toEqual([
      ['Second', 1],
      ['First', 2],
    ]);
  });

  it('refuses an order that leaves a topic out (422)', async () => {
    const classId = await aTopicClass();
    const first = await aTopic(s.db, classId);
    await aTopic(s.db, classId);
    const body = expectError(
      await s.call('PUT', apiPath('classTopicOrder', { classId }), 'superuser', {
        topic_ids: [first],
      }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.[0]?.path).toBe('body.topic_ids');
  });
});

describe('topics: delete', () => {
  it('deletes a topic without questions', async () => {
    const topicId = await aTopic(s.db, classA);
    expect((await s.call('DELETE', topicPath(topicId), 'teacher')).statusCode).toBe(204);
    expectError(await s.call('GET', topicPath(topicId), 'teacher'), 404, ErrorCode.NOT_FOUND);
  });

  it('refuses while the topic has questions (409, with a clear message)', async () => {
    const topicId = await aTopic(s.db, classA);
    await aQuestion(s.db, classA, topicId, { status: 'retired' });
    expectError(
      await s.call('DELETE', topicPath(topicId), 'teacher'),
      409,
      ErrorCode.CONFLICT,
      TOPIC_HAS_QUESTIONS_MESSAGE,
    );
  });

  it('moves the questions and flashcards to another topic in the same step', async () => {
    const topicId = await aTopic(s.db, classA);
    const target = await aTopic(s.db, classA);
    await aQuestion(s.db, classA, topicId);
    await aFlashcard(s.db, classA, topicId);
    const response = await s.call(
      'DELETE',
      `${topicPath(topicId)}?move_questions_to=${target}`,
      'teacher',
    );
    expect(response.statusCode).toBe(204);
    const moved = (await s.call('GET', topicPath(target), 'teacher')).json();
    expect(moved).toMatchObject({ question_count: 1, flashcard_count: 1 });
  });

  it('refuses to move the questions to a topic of another class (422)', async () => {
    const topicId = await aTopic(s.db, classA);
    await aQuestion(s.db, classA, topicId);
    const elsewhere = await aTopic(s.db, s.school.classB);
    const body = expectError(
      await s.call('DELETE', `${topicPath(topicId)}?move_questions_to=${elsewhere}`, 'teacher'),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.[0]?.path).toBe('querystring.move_questions_to');
    expect((await s.call('GET', topicPath(topicId), 'teacher')).statusCode).toBe(200);
  });

  it('refuses a student (403)', async () => {
    const topicId = await aTopic(s.db, classA);
    expectError(await s.call('DELETE', topicPath(topicId), 'student'), 403, ErrorCode.FORBIDDEN);
  });
});

/** A class of its own, taught by nobody: the superuser authors it. */
async function aTopicClass() {
  const { aClass } = await import('./helpers/builders');
  return aClass(s.db);
}
