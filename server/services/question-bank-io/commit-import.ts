import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { insertTopic, topicsByName } from '../../repositories/topics';
import { refuseFileWithErrors } from './import-file';
import { requireTeaches } from '../../auth/roles';

/** The class's topic ids for these names, creating the missing ones at the end (in file order). */
export async function ensureTopics(db: Executor, classId: number, names: string[]) {
  const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  const ids = await topicsByName(db, classId, unique);
  const created: { id: number; name: string }[] = [];
  for (const name of unique) {
    if (ids.has(name.toLowerCase())) continue;
    const id = await insertTopic(db, classId, { name, description: '' });
    ids.set(name.toLowerCase(), id);
    created.push({ id, name });
  }
  return { ids, created };
}

/** An item of an import file with the id of the topic it goes into. */
export type Placed<Item> = { item: Item; topicId: number };

/**
 * What committing any import file does: for a teacher of the class, a file without errors (else
 * 422 and nothing written), in one transaction: the topics the items name that the class lacks,
 * then the items, written by `write` with their topics' ids. Answers what it created.
 */
export async function commitImport<Item extends { topic: string }>(
  db: Database,
  actor: RoleActor,
  classId: number,
  file: { items: readonly Item[]; errors: { line: number; message: string }[] },
  write: (tx: Executor, placed: Placed<Item>[]) => Promise<void>,
) {
  requireTeaches(actor, classId);
  refuseFileWithErrors(file.errors);
  return db.transaction(async (tx) => {
    const topics = await ensureTopics(
      tx,
      classId,
      file.items.map((item) => item.topic),
    );
    const placed = file.items.map((item) => {
      const topicId = topics.ids.get(item.topic.toLowerCase());
      if (topicId === undefined) throw new Error(`topic ${item.topic} missing`);
      return { item, topicId };
    });
    await write(tx, placed);
    return { created: file.items.length, topics_created: topics.created };
  });
}
