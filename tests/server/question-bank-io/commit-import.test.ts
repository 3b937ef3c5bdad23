import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Role } from '../../../contract';
import type { DatabaseConnection } from '../../../server/db/client';
import { topicsByName } from '../../../server/repositories/topics';
import { commitImport, type Placed } from '../../../server/services/question-bank-io/commit-import';
import { aClass, aTopic } from '../helpers/builders';
import { createTestDatabase } from '../helpers/test-database';

type Item = { topic: string; text: string };

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());

const teacherOf = (classId: number) => ({ roles: [{ role: Role.TEACHER, class_id: classId }] });
const file = (items: Item[], errors: { line: number; message: string }[] = []) => ({
  items,
  errors,
});
/** Commits the file as a teacher of the class, writing its items with `write`. */
const commitAsTeacher = (
  classId: number,
  items: ReturnType<typeof file>,
  write: (tx: unknown, placed: Placed<Item>[]) => Promise<void> = () => Promise.resolve(),
) => commitImport(connection.db, teacherOf(classId), classId, items, write);

describe('committing an import file', () => {
  it('creates the topics the items name that the class lacks, once each, in file order', async () => {
    const classId = await aClass(connection.db);
    const weather = await aTopic(connection.db, classId, { name: 'Weather' });
    let written: Placed<Item>[] = [];
    const result = await commitAsTeacher(
      classId,
      file([
        { topic: 'Navigation', text: 'a' },
        { topic: 'weather', text: 'b' },
        { topic: 'Navigation', text: 'c' },
        { topic: 'Airspace', text: 'd' },
      ]),
      async (_tx, placed) => {
        written = placed;
      },
    );
    const ids = await topicsByName(connection.db, classId, ['Navigation', 'Airspace']);
    const navigation = ids.get('navigation');
    const airspace = ids.get('airspace');
    expect(result).toEqual({
      created: 4,
      topics_created: [
        { id: navigation, name: 'Navigation' },
        { id: airspace, name: 'Airspace' },
      ],
    });
    expect(written.map((entry) => [entry.item.text, entry.topicId])).toEqual([
      ['a', navigation],
      ['b', weather],
      ['c', navigation],
      ['d', airspace],
    ]);
  });

  it('writes nothing from a file with errors: 422 with their lines', async () => {
    const classId = await aClass(connection.db);
    await expect(
      commitAsTeacher(
        classId,
        file([{ topic: 'New', text: 'a' }], [{ line: 3, message: 'No answer.' }]),
      ),
    ).rejects.toMatchObject({ statusCode: 422, errorCode: ErrorCode.VALIDATION_FAILED });
    expect((await topicsByName(connection.db, classId, ['New'])).size).toBe(0);
  });

  it('writes all or nothing: a failing item leaves no new topic behind', async () => {
    const classId = await aClass(connection.db);
    await expect(
      commitAsTeacher(classId, file([{ topic: 'New', text: 'a' }]), () =>
        Promise.reject(new Error('item refused')),
      ),
    ).rejects.toThrow('item refused');
    expect((await topicsByName(connection.db, classId, ['New'])).size).toBe(0);
  });

  it('is for teachers of the class only', async () => {
    const classId = await aClass(connection.db);
    const student = { roles: [{ role: Role.STUDENT, class_id: classId }] };
    await expect(
      commitImport(connection.db, student, classId, file([]), () => Promise.resolve()),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});
