import type { UpdateTopicBody } from '../../../contract';
import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/executor';
import { getTopic, updateTopicRow } from '../../repositories/topics';
import { TOPIC_NAME_TAKEN_MESSAGE } from './create-topic';
import { notFound, conflict } from '../../errors/api-error';
import { requireTeaches } from '../../auth/roles';

/** Renames a topic and/or changes its description. */
export async function updateTopic(
  db: Database,
  actor: RoleActor,
  classId: number,
  topicId: number,
  body: UpdateTopicBody,
) {
  requireTeaches(actor, classId);
  const fields = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
  };
  try {
    const found =
      Object.keys(fields).length === 0
        ? (await getTopic(db, classId, topicId)) !== null
        : await updateTopicRow(db, classId, topicId, fields);
    if (!found) throw notFound('topic');
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TOPIC_NAME_TAKEN_MESSAGE);
    throw error;
  }
}
