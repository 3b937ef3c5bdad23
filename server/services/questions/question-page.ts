import type { z } from 'zod';
import type { QuestionPage, questionListQuerySchema } from '../../../contract';
import type { Database } from '../../db/client';
import { listQuestions } from '../../repositories/questions';
import { pageWindow, toQuestionListItem } from '../shapes/question-bank';

/** One page of the class's questions, filtered and sorted as asked. */
export async function questionPage(
  db: Database,
  classId: number,
  query: z.output<typeof questionListQuerySchema>,
): Promise<QuestionPage> {
  const { page, page_size, topic_id, ...filters } = query;
  const { items, total } = await listQuestions(
    db,
    classId,
    { ...filters, topicId: topic_id },
    pageWindow({ page, page_size }),
  );
  return { items: items.map(toQuestionListItem), total, page, page_size };
}
