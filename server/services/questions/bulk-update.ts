import type { BulkQuestionsBody } from '../../../contract';
import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import { updateQuestions } from '../../repositories/questions';
import { getTopic } from '../../repositories/topics';
import { TOPIC_NOT_IN_CLASS_MESSAGE } from './check-references';
import { invalidField } from '../../errors/api-error';
import { requireTeaches } from '../../auth/roles';

const STATUS_OF = { publish: 'published', retire: 'retired' } as const;

/** Publishes, retires or moves the selected questions of the class; returns how many changed. */
export async function bulkUpdateQuestions(
  db: Database,
  actor: RoleActor,
  classId: number,
  body: BulkQuestionsBody,
) {
  requireTeaches(actor, classId);
  return db.transaction(async (tx) => {
    if (body.action === 'move') {
      if (!(await getTopic(tx, classId, body.topic_id))) {
        throw invalidField('body.topic_id', TOPIC_NOT_IN_CLASS_MESSAGE);
      }
      return updateQuestions(tx, classId, body.question_ids, { topicId: body.topic_id });
    }
    return updateQuestions(tx, classId, body.question_ids, { status: STATUS_OF[body.action] });
  });
}
