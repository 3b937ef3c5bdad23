import { z } from 'zod/mini';
import { figureHashSchema, figureSchema } from './figures';
import { idTextSchema } from './ids';
import { idSchema, optionalIdQuery, pageOf, paginationQueryShape } from './pagination';
import { textField } from './text';

export const FLASHCARD_SIDE_MAX = 5000;

/** A flashcard: front and back in Markdown, an optional image, a topic. */
export const flashcardSchema = z.object({
  id: idSchema,
  class_id: idSchema,
  topic_id: idSchema,
  topic_name: z.string(),
  front: z.string(),
  back: z.string(),
  figure: z.nullable(figureSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Flashcard = z.infer<typeof flashcardSchema>;

/** `GET /classes/:classId/flashcards` (members): one page, by topic and full-text search `q`. */
export const flashcardListQuerySchema = z.object({
  ...paginationQueryShape,
  topic_id: optionalIdQuery,
  q: z.optional(textField({ label: 'Search', max: 200 })),
});
/** What a client sends: every parameter optional. */
export type FlashcardListQuery = Partial<z.output<typeof flashcardListQuerySchema>>;
export const flashcardPageSchema = pageOf(flashcardSchema);
export type FlashcardPage = z.infer<typeof flashcardPageSchema>;

/** `POST /classes/:classId/flashcards`, `PUT /classes/:classId/flashcards/:flashcardId`. */
export const flashcardInputSchema = z.strictObject({
  topic_id: idSchema,
  front: textField({ label: 'Front', min: 1, max: FLASHCARD_SIDE_MAX }),
  back: textField({ label: 'Back', min: 1, max: FLASHCARD_SIDE_MAX }),
  figure_hash: z._default(z.nullable(figureHashSchema), null),
});
export type FlashcardInput = z.input<typeof flashcardInputSchema>;

export const flashcardParamsSchema = z.object({ classId: idTextSchema, flashcardId: idTextSchema });
