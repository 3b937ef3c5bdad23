import { TOPIC_HAS_QUESTIONS_MESSAGE } from '../../../contract';
import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import {
  countTopicQuestions,
  deleteTopicRow,
  getTopic,
  moveTopicContent,
} from '../../repositories/topics';
import { notFound, conflict, invalidField } from '../../errors/api-error';
import { requireTeaches } from '../../auth/roles';

export const MOVE_TARGET_MESSAGE = 'Move the questions to another topic of this class.';

/**
 * Deletes a topic. Refused (409) while it has questions, unless `moveQuestionsTo` names another
 * topic of the class: then its questions and flashcards move there in the same transaction. The
 * topic's quizzes go with it.
 */
export async function deleteTopic(
  db: Database,
  actor: RoleActor,
  classId: number,
  topicId: number,
  moveQuestionsTo: number | undefined,
) {
  requireTeaches(actor, classId);
  await db.transaction(async (tx) => {
    if (!(await getTopic(tx, classId, topicId))) throw notFound('topic');
    if (moveQuestionsTo !== undefined) {
      if (moveQuestionsTo === topicId || !(await getTopic(tx, classId, moveQuestionsTo))) {
        throw invalidField('querystring.move_questions_to', MOVE_TARGET_MESSAGE);
      }
      await moveTopicContent(tx, topicId, moveQuestionsTo);
    } else if ((await countTopicQuestions(tx, topicId)) > 0) {
      throw conflict(TOPIC_HAS_QUESTIONS_MESSAGE);
    }
    await deleteTopicRow(tx, classId, topicId);
  });
}
