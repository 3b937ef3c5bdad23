import { z } from 'zod/mini';
import { idTextSchema } from './ids';
import { accommodationsSchema } from './members';
import { textField } from './text';
import { roleSchema } from './users';

export const classSummarySchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  description: z.string(),
  archived: z.boolean(),
  topic_count: z.int().check(z.nonnegative()),
  question_count: z.int().check(z.nonnegative()),
  flashcard_count: z.int().check(z.nonnegative()),
  student_count: z.int().check(z.nonnegative()),
  /** The caller's roles in this class (empty for a superuser who is not a member). */
  my_roles: z.array(roleSchema),
  /** Only for the class's teachers and superusers. */
  join_code: z.optional(z.string()),
  join_code_enabled: z.optional(z.boolean()),
  /** Only for the class's students: flashcards due now for review. */
  due_flashcards: z.optional(z.int().check(z.nonnegative())),
  /** Only for the class's students: new flashcards they may still start today. */
  new_flashcards_left: z.optional(z.int().check(z.nonnegative())),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** `GET /classes?as=student|teacher`: the classes the caller studies in, or teaches (superuser: all). */
export const classListQuerySchema = z.object({
  as: z.enum(['student', 'teacher']),
  /** as=student: archived classes are hidden unless asked for. */
  include_archived: z.optional(z.enum(['true', 'false'])),
});
export type ClassListQuery = z.infer<typeof classListQuerySchema>;
export const classListSchema = z.array(classSummarySchema);

export const CLASS_NAME_MAX = 120;
export const createClassBodySchema = z.strictObject({
  name: textField({ label: 'Name', min: 1, max: CLASS_NAME_MAX }),
  description: z._default(textField({ label: 'Description', max: 2000 }), ''),
});
export type CreateClassBody = z.infer<typeof createClassBodySchema>;

export const classIdParamsSchema = z.object({
  classId: idTextSchema,
});

/** `GET /classes/:classId/students`: the class's students, for its teachers and superusers. */
export const classStudentSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  email: z.nullable(z.string()),
  accommodations: accommodationsSchema,
});
export type ClassStudent = z.infer<typeof classStudentSchema>;
export const classStudentListSchema = z.array(classStudentSchema);
