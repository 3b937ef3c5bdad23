import { z } from 'zod';
import { idTextSchema } from './ids';
import { roleSchema } from './users';

export const classSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  archived: z.boolean(),
  topic_count: z.number().int().nonnegative(),
  question_count: z.number().int().nonnegative(),
  flashcard_count: z.number().int().nonnegative(),
  student_count: z.number().int().nonnegative(),
  /** The caller's roles in this class (empty for a superuser who is not a member). */
  my_roles: z.array(roleSchema),
  /** Only for the class's teachers and superusers. */
  join_code: z.string().optional(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** `GET /classes?as=student|teacher`: the classes the caller studies in, or teaches (superuser: all). */
export const classListQuerySchema = z.object({
  as: z.enum(['student', 'teacher']),
});
export type ClassListQuery = z.infer<typeof classListQuerySchema>;
export const classListSchema = z.array(classSummarySchema);

export const CLASS_NAME_MAX = 120;
export const createClassBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required.')
      .max(CLASS_NAME_MAX, `Name must be at most ${CLASS_NAME_MAX} characters.`),
    description: z.string().trim().max(2000).default(''),
  })
  .strict();
export type CreateClassBody = z.infer<typeof createClassBodySchema>;

export const classIdParamsSchema = z.object({
  classId: idTextSchema,
});

/** `GET /classes/:classId/students`: the class's students, for its teachers and superusers. */
export const classStudentSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string().nullable(),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;
export const classStudentListSchema = z.array(classStudentSchema);
