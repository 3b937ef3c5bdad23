import type { QuestionInputParsed } from '../../../contract';
import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import { insertQuestion, questionFieldsOf, writeQuestion } from '../../repositories/questions';
import { checkTopicAndFigure } from './check-references';
import { notFound } from '../../errors/api-error';
import { requireTeaches } from '../../auth/roles';

/** Creates a question with its first version; returns its id. */
export async function createQuestion(
  db: Database,
  actor: RoleActor,
  classId: number,
  input: QuestionInputParsed,
) {
  requireTeaches(actor, classId);
  return db.transaction(async (tx) => {
    await checkTopicAndFigure(tx, classId, input.topic_id, input.figure_hash);
    return insertQuestion(tx, classId, questionFieldsOf(input));
  });
}

/**
 * Replaces a question's content: a new version when the current one has been answered (frozen),
 * else the current version in place. Returns the current version number.
 */
export async function updateQuestion(
  db: Database,
  actor: RoleActor,
  classId: number,
  questionId: number,
  input: QuestionInputParsed,
) {
  requireTeaches(actor, classId);
  return db.transaction(async (tx) => {
    await checkTopicAndFigure(tx, classId, input.topic_id, input.figure_hash);
    const version = await writeQuestion(tx, classId, questionId, questionFieldsOf(input));
    if (version === null) throw notFound('question');
    return version;
  });
}
