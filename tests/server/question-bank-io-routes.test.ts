import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  ErrorCode,
  type FlashcardImportPreview,
  type QuestionImportPreview,
  type QuestionImportResult,
  type QuestionPage,
  type TopicPage,
} from '../../contract';
import { FILE_HAS_ERRORS_MESSAGE } from '../../server/services/question-bank-io/import-file';
import { aClass, aTopic } from './helpers/builders';
import { expectError } from './helpers/expect-error';
import { fixture } from './imports/fixtures';
import { schoolSession } from './helpers/school-session';

let s: Awaited<ReturnType<typeof schoolSession>>;
beforeAll(async () => {
  s = await schoolSession();
});
afterAll(() => s.t.close());

const file = (name: string) => ({
  data_base64: Buffer.from(fixture(name)).toString('base64'),
  filename: name,
});
const post = (
  route: Parameters<typeof apiPath>[0],
  classId: number,
  body: unknown,
  caller: 'superuser' | 'teacher' | 'student' | 'otherTeacher' | 'impersonating' = 'superuser',
) => s.call('POST', apiPath(route as 'questionImportPreview', { classId }), caller, body);
const questionCount = async (classId: number) =>
  (
    (
      await s.call('GET', apiPath('classQuestions', { classId }), 'superuser')
    ).json() as QuestionPage
  ).total;

describe('question import', () => {
  it('previews a GIFT file without writing anything', async () => {
    const classId = await aClass(s.db);
    const response = await post('questionImportPreview', classId, file('questions.gift'));
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as QuestionImportPreview;
    expect(preview.format).toBe('gift');
    expect(preview.question_count).toBeGreaterThan(0);
    expect(preview.topics.every((topic) => !topic.exists)).toBe(true);
    expect(preview.questions[0]).toMatchObject({ name: 'Stall angle', topic: 'Aerodynamics' });
    expect(await questionCount(classId)).toBe(0);
  });

  it('says which topics already exist', async () => {
    const classId = await aClass(s.db);
    const preview = (
      await post('questionImportPreview', classId, file('questions.csv'))
    ).json() as QuestionImportPreview;
    const first = preview.topics[0];
    if (!first) throw new Error('no topic in the preview');
    await aTopic(s.db, classId, { name: first.name });
    const again = (
      await post('questionImportPreview', classId, file('questions.csv'))
    ).json() as QuestionImportPreview;
    expect(again.topics[0]).toMatchObject({ name: first.name, exists: true });
  });

  it('commits every question, creating the topics by name', async () => {
    const classId = await aClass(s.db);
    const preview = (
      await post('questionImportPreview', classId, file('questions.xml'))
    ).json() as QuestionImportPreview;
    const response = await post('questionImportCommit', classId, file('questions.xml'));
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json() as QuestionImportResult;
    expect(result.created).toBe(preview.question_count);
    expect(result.topics_created.map((topic) => topic.name).sort()).toEqual(
      preview.topics.map((topic) => topic.name).sort(),
    );
    expect(await questionCount(classId)).toBe(preview.question_count);
  });

  const namesIn = async (classId: number) =>
    (
      (
        await s.call('GET', `${apiPath('classQuestions', { classId })}?page_size=100`, 'superuser')
      ).json() as QuestionPage
    ).items.map((item) => item.name);

  it("keeps each question's name from the file", async () => {
    const classId = await aClass(s.db);
    await post('questionImportCommit', classId, file('questions.gift'));
    expect(await namesIn(classId)).toEqual(expect.arrayContaining(['Stall angle', 'Fog']));
  });

  it('names no question the file does not name (not even after its stem)', async () => {
    const classId = await aClass(s.db);
    await post('questionImportCommit', classId, file('questions.csv'));
    expect(new Set(await namesIn(classId))).toEqual(new Set(['']));
  });

  it('writes nothing from a file with errors, and lists them with their lines', async () => {
    const classId = await aClass(s.db);
    const body = expectError(
      await post('questionImportCommit', classId, file('questions-row-errors.csv')),
      422,
      ErrorCode.VALIDATION_FAILED,
      FILE_HAS_ERRORS_MESSAGE,
    );
    expect(body.detail.fields?.[0]?.path).toMatch(/^file\.line\.\d+$/);
    expect(await questionCount(classId)).toBe(0);
    const topics = (
      await s.call('GET', apiPath('classTopics', { classId }), 'superuser')
    ).json() as TopicPage;
    expect(topics.total).toBe(0);
  });

  it('rolls everything back when a write fails part-way', async () => {
    const classId = await aClass(s.db);
    await s.db.execute(
      // The third question refuses to be written: the first two must not stay either.
      `create or replace function refuse_third() returns trigger language plpgsql as $$
       begin if (select count(*) from questions where class_id = ${classId}) >= 2 then
         raise exception 'refused'; end if; return new; end $$`,
    );
    await s.db.execute(
      'create trigger refuse_third before insert on questions for each row execute function refuse_third()',
    );
    try {
      const response = await post('questionImportCommit', classId, file('questions.gift'));
      expect(response.statusCode).toBe(500);
    } finally {
      await s.db.execute('drop trigger refuse_third on questions');
    }
    expect(await questionCount(classId)).toBe(0);
    const topics = (
      await s.call('GET', apiPath('classTopics', { classId }), 'superuser')
    ).json() as TopicPage;
    expect(topics.total).toBe(0);
  });

  it('refuses a file that is not what its name says', async () => {
    const classId = await aClass(s.db);
    const preview = (
      await post('questionImportPreview', classId, file('questions-broken.xml'))
    ).json() as QuestionImportPreview;
    expect(preview.errors.length).toBeGreaterThan(0);
    expect(preview.question_count).toBe(0);
  });

  it.each([
    ['student', ErrorCode.FORBIDDEN],
    ['otherTeacher', ErrorCode.FORBIDDEN],
    ['impersonating', ErrorCode.IMPERSONATION_READ_ONLY],
  ] as const)('refuses %s', async (caller, code) => {
    expectError(
      await post('questionImportCommit', s.school.classA, file('questions.gift'), caller),
      403,
      code,
    );
  });
});

describe('flashcard import', () => {
  it('previews and commits a flashcard CSV', async () => {
    const classId = await aClass(s.db);
    const preview = (
      await post('flashcardImportPreview', classId, file('flashcards.csv'))
    ).json() as FlashcardImportPreview;
    expect(preview.flashcard_count).toBeGreaterThan(0);
    const response = await post('flashcardImportCommit', classId, file('flashcards.csv'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ created: preview.flashcard_count });
  });

  it('commits more cards than one statement can carry (65,535 parameters)', async () => {
    const classId = await aClass(s.db);
    const csv = `front,back\n${'Wind?,Moving air\n'.repeat(15_000)}`;
    const body = { data_base64: Buffer.from(csv).toString('base64'), filename: 'cards.csv' };
    const response = await post('flashcardImportCommit', classId, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ created: 15_000 });
  });
});

describe('question export', () => {
  it('exports CSV that imports back into another class unchanged', async () => {
    const source = await aClass(s.db);
    await post('questionImportCommit', source, file('questions.csv'));
    const exported = await s.call(
      'GET',
      `${apiPath('questionExport', { classId: source })}?format=csv`,
      'superuser',
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toMatch(/^attachment;/);
    const target = await aClass(s.db);
    const response = await post('questionImportCommit', target, {
      data_base64: Buffer.from(exported.body).toString('base64'),
      filename: 'export.csv',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [before, after] = await Promise.all(
      [source, target].map(async (classId) =>
        (
          (
            await s.call(
              'GET',
              `${apiPath('classQuestions', { classId })}?sort=created_at&order=asc`,
              'superuser',
            )
          ).json() as QuestionPage
        ).items.map(({ name, stem, topic_name, status, learning_objective }) => ({
          name,
          stem,
          topic_name,
          status,
          learning_objective,
        })),
      ),
    );
    expect(after).toEqual(before);
  });

  it('exports Moodle XML', async () => {
    const classId = await aClass(s.db);
    await post('questionImportCommit', classId, file('questions.gift'));
    const exported = await s.call(
      'GET',
      `${apiPath('questionExport', { classId })}?format=moodle-xml`,
      'superuser',
    );
    expect(exported.headers['content-type']).toMatch(/^application\/xml/);
    expect(exported.body).toContain('<quiz>');
  });

  it('refuses a student', async () => {
    expectError(
      await s.call(
        'GET',
        `${apiPath('questionExport', { classId: s.school.classA })}?format=csv`,
        'student',
      ),
      403,
      ErrorCode.FORBIDDEN,
    );
  });
});
