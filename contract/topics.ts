import { z } from 'zod/mini';
import { idTextSchema } from './ids';
import { idSchema, pageOf, paginationQueryShape } from './pagination';
import { textField } from './text';

export const TOPIC_NAME_MAX = 120;
export const TOPIC_DESCRIPTION_MAX = 2000;

/** A topic of a class, in the class's order (`position` 1, 2, …). */
export const topicSchema = z.object({
  id: idSchema,
  class_id: idSchema,
  position: z.int().check(z.positive()),
  name: z.string(),
  description: z.string(),
  /** Teachers: every question that is not retired; students: published questions only. */
  question_count: z.int().check(z.nonnegative()),
  flashcard_count: z.int().check(z.nonnegative()),
  /** Teachers: every quiz of the topic; students: the quizzes they may take. */
  quiz_count: z.int().check(z.nonnegative()),
});
export type Topic = z.infer<typeof topicSchema>;

/** `GET /classes/:classId/topics?page=&page_size=`: the class's topics in order (members). */
export const topicListQuerySchema = z.object({ ...paginationQueryShape });
export type TopicListQuery = z.infer<typeof topicListQuerySchema>;
export const topicPageSchema = pageOf(topicSchema);
export type TopicPage = z.infer<typeof topicPageSchema>;

const topicName = textField({ label: 'Name', min: 1, max: TOPIC_NAME_MAX });
const topicDescription = textField({ label: 'Description', max: TOPIC_DESCRIPTION_MAX });

/** `POST /classes/:classId/topics`: a new topic, placed last. */
export const createTopicBodySchema = z.strictObject({
  name: topicName,
  description: z._default(topicDescription, ''),
});
export type CreateTopicBody = z.infer<typeof createTopicBodySchema>;

/** `PATCH /classes/:classId/topics/:topicId`: name and/or description. */
export const updateTopicBodySchema = z.strictObject({
  name: z.optional(topicName),
  description: z.optional(topicDescription),
});
export type UpdateTopicBody = z.infer<typeof updateTopicBodySchema>;

/** `PUT /classes/:classId/topics/order`: every topic id of the class, in the new order. */
export const reorderTopicsBodySchema = z.strictObject({
  topic_ids: z.array(idSchema).check(
    z.minLength(1, 'List every topic of the class.'),
    z.refine((ids) => new Set(ids).size === ids.length, 'A topic appears twice.'),
  ),
});
export type ReorderTopicsBody = z.infer<typeof reorderTopicsBodySchema>;

/**
 * `DELETE /classes/:classId/topics/:topicId?move_questions_to=ID`: refused (409) while the topic has
 * questions, unless they (and its flashcards) move to another topic of the class in the same step.
 * The topic's quizzes are deleted with it.
 */
export const deleteTopicQuerySchema = z.object({
  move_questions_to: z.optional(idTextSchema),
});
export type DeleteTopicQuery = z.infer<typeof deleteTopicQuerySchema>;

export const TOPIC_HAS_QUESTIONS_MESSAGE =
  'This topic still has questions. Move them to another topic to delete it.';

export const topicParamsSchema = z.object({ classId: idTextSchema, topicId: idTextSchema });
