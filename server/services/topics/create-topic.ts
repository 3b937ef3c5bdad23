import type { CreateTopicBody } from '../../../contract';
import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/executor';
import { insertTopic } from '../../repositories/topics';
import { conflict } from '../../errors/api-error';
import { requireTeaches } from '../../auth/roles';

export const TOPIC_NAME_TAKEN_MESSAGE = 'The class already has a topic with this name.';

/** Adds a topic at the end of the class's order. */
export async function createTopic(
  db: Database,
  actor: RoleActor,
  classId: number,
  body: CreateTopicBody,
) {
  requireTeaches(actor, classId);
  try {
    return await insertTopic(db, classId, body);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TOPIC_NAME_TAKEN_MESSAGE);
    throw error;
  }
}
