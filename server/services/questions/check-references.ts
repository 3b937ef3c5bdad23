import type { Executor } from '../../db/executor';
import { figureMetas } from '../../repositories/figures';
import { getTopic } from '../../repositories/topics';
import { invalidField } from '../../errors/api-error';

export const TOPIC_NOT_IN_CLASS_MESSAGE = 'Choose a topic of this class.';
export const UNKNOWN_FIGURE_MESSAGE = 'Upload the figure first.';

/** 422 unless the topic belongs to the class and the figure (if any) was uploaded. */
export async function checkTopicAndFigure(
  db: Executor,
  classId: number,
  topicId: number,
  figureHash: string | null,
) {
  if (!(await getTopic(db, classId, topicId))) {
    throw invalidField('body.topic_id', TOPIC_NOT_IN_CLASS_MESSAGE);
  }
  if (figureHash !== null && !(await figureMetas(db, [figureHash])).has(figureHash)) {
    throw invalidField('body.figure_hash', UNKNOWN_FIGURE_MESSAGE);
  }
}
