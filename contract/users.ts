import { z } from 'zod';

/** Role numbers of spec §3. */
export const Role = { STUDENT: 1, TEACHER: 2, SUPERUSER: 3 } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const roleSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const roleEntrySchema = z.object({
  role: roleSchema,
  class_id: z.number().int().positive().nullable(),
});
export type RoleEntry = z.infer<typeof roleEntrySchema>;

/** `GET /users/me` — spec §7: id, name, roles; email is read too (for error reports). */
export const userMeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(roleEntrySchema),
});
export type UserMe = z.infer<typeof userMeSchema>;

export const USER_NAME_MAX = 100;

/** `PATCH /users/me` — the fields a user may change about themselves. */
export const updateMeBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required.')
      .max(USER_NAME_MAX, `Name must be at most ${USER_NAME_MAX} characters.`),
  })
  .strict();
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const meQuerySchema = z.object({
  auth: z.string().min(1).optional(),
});
