import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import { setTopicPositions, topicIdsOfClass } from '../../repositories/topics';
import { invalidField } from '../../errors/api-error';
import { requireTeaches } from '../../auth/roles';

export const REORDER_MISMATCH_MESSAGE = 'The new order must list every topic of the class once.';

/** True when `order` is a permutation of `existing`. */
export const isSameSet = (order: readonly number[], existing: readonly number[]) =>
  order.length === existing.length &&
  new Set(order).size === order.length &&
  existing.every((id) => order.includes(id));

/** Puts the class's topics in the given order (every topic, once). */
export async function reorderTopics(
  db: Database,
  actor: RoleActor,
  classId: number,
  topicIds: number[],
) {
  requireTeaches(actor, classId);
  await db.transaction(async (tx) => {
    if (!isSameSet(topicIds, await topicIdsOfClass(tx, classId))) {
      throw invalidField('body.topic_ids', REORDER_MISMATCH_MESSAGE);
    }
    await setTopicPositions(tx, classId, topicIds);
  });
}
