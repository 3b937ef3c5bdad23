import type { QuestionImportResult } from '../../../contract';
import { questionInputSchema } from '../../../contract';
import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { contentOf, insertQuestion } from '../../repositories/questions';
import { insertTopic, topicsByName } from '../../repositories/topics';
import { requireTeaches } from '../authorize';
import { storeFigure } from '../figures/upload-figure';
import type { ParsedQuestionFile } from '../imports/types';
import { toInput } from '../imports/read-upload';
import { refuseFileWithErrors } from './import-file';

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

/**
 * Writes every question of a parsed file into the class, with its figures and any topics it
 * names that the class lacks — all in one transaction, or nothing (a file with errors writes
 * nothing). The CLI (`npm run import -- --class ID`) calls it too, as a superuser actor.
 */
export async function commitQuestionImport(
  db: Database,
  actor: RoleActor,
  classId: number,
  parsed: ParsedQuestionFile,
): Promise<QuestionImportResult> {
  requireTeaches(actor, classId);
  refuseFileWithErrors(parsed.errors);
  return db.transaction(async (tx) => {
    const topics = await ensureTopics(
      tx,
      classId,
      parsed.questions.map((question) => question.topic),
    );
    for (const question of parsed.questions) {
      const topicId = topics.ids.get(question.topic.toLowerCase());
      if (topicId === undefined) throw new Error(`topic ${question.topic} missing`);
      const figure = question.figure ? await storeFigure(tx, question.figure.data) : null;
      const input = questionInputSchema.parse(toInput(question, topicId, figure?.hash ?? null));
      await insertQuestion(tx, classId, { ...contentOf(input), topicId, status: input.status });
    }
    return {
      created: parsed.questions.length,
      topics_created: topics.created,
      skipped: parsed.skipped,
    };
  });
}
