import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ErrorCode, type Flashcard, type FlashcardPage } from '../../contract';
import { aClass, aFlashcard, aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { schoolSession } from './helpers/school-session';

let s: Awaited<ReturnType<typeof schoolSession>>;
let classA: number;
let topicId: number;
beforeAll(async () => {
  s = await schoolSession();
  classA = s.school.classA;
  topicId = await aTopic(s.db, classA, { name: 'Aeromedical' });
});
afterAll(() => s.t.close());

const listPath = () => apiPath('classFlashcards', { classId: classA });
const cardPath = (flashcardId: number) =>
  apiPath('classFlashcard', { classId: classA, flashcardId });
const card = () => ({
  topic_id: topicId,
  front: 'What is **hypoxia**?',
  back: 'Too little oxygen.',
});

describe('flashcards: authoring', () => {
  it('lets the teacher write a flashcard', async () => {
    const response = await s.call('POST', listPath(), 'teacher', card());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...card(), topic_name: 'Aeromedical', figure: null });
  });

  it('edits a flashcard', async () => {
    const flashcardId = await aFlashcard(s.db, classA, topicId);
    const response = await s.call('PUT', cardPath(flashcardId), 'teacher', {
      ...card(),
      back: 'New back',
    });
    expect((response.json() as Flashcard).back).toBe('New back');
  });

  it('deletes a flashcard', async () => {
    const flashcardId = await aFlashcard(s.db, classA, topicId);
    expect((await s.call('DELETE', cardPath(flashcardId), 'teacher')).statusCode).toBe(204);
    expectError(await s.call('GET', cardPath(flashcardId), 'teacher'), 404, ErrorCode.NOT_FOUND);
  });

  it('answers 422 with the fields for an empty front and back', async () => {
    const body = expectError(
      await s.call('POST', listPath(), 'teacher', { topic_id: topicId, front: '', back: ' ' }),
      422,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(body.detail.fields?.map((field) => field.path).sort()).toEqual([
      'body.back',
      'body.front',
    ]);
  });

  it.each([
    ['student', ErrorCode.FORBIDDEN],
    ['otherTeacher', ErrorCode.FORBIDDEN],
    ['impersonating', ErrorCode.IMPERSONATION_READ_ONLY],
  ] as const)('refuses %s', async (caller, code) => {
    expectError(await s.call('POST', listPath(), caller, card()), 403, code);
  });
});

describe('flashcards: list', () => {
  let classId: number;
  let first: number;
  beforeAll(async () => {
    classId = await aClass(s.db);
    first = await aTopic(s.db, classId);
    const second = await aTopic(s.db, classId);
    await aFlashcard(s.db, classId, first, {
      front: 'Carbon monoxide poisoning',
      back: 'Headache',
    });
    await aFlashcard(s.db, classId, first, {
      front: 'Spatial disorientation',
      back: 'Trust the instruments',
    });
    await aFlashcard(s.db, classId, second, { front: 'Hyperventilation', back: 'Breathe slowly' });
  });
  const page = async (query: string) =>
    (
      await s.call('GET', `${apiPath('classFlashcards', { classId })}?${query}`, 'superuser')
    ).json() as FlashcardPage;

  it('pages on the server', async () => {
    expect(await page('page_size=2')).toMatchObject({ total: 3, page_size: 2 });
    expect((await page('page_size=2')).items).toHaveLength(2);
  });

  it('filters by topic', async () => {
    expect((await page(`topic_id=${first}`)).total).toBe(2);
  });

  it('searches front and back', async () => {
    expect((await page('q=instruments')).items.map((item) => item.front)).toEqual([
      'Spatial disorientation',
    ]);
  });

  it('shows the class’s students its flashcards', async () => {
    const studentTopic = await aTopic(s.db, classA);
    await aFlashcard(s.db, classA, studentTopic);
    const response = await s.call('GET', `${listPath()}?topic_id=${studentTopic}`, 'student');
    expect((response.json() as FlashcardPage).total).toBe(1);
  });

  it('refuses a teacher of another class', async () => {
    expectError(await s.call('GET', listPath(), 'otherTeacher'), 403, ErrorCode.FORBIDDEN);
  });
});
