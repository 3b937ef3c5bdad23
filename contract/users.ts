import { z } from 'zod/mini';
import { textField } from './text';

export * from './roles';
export const roleSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const roleEntrySchema = z.object({
  role: roleSchema,
  class_id: z.nullable(z.int().check(z.positive())),
});
export type RoleEntry = z.infer<typeof roleEntrySchema>;

/** `GET /users/me` — spec §7: id, name, roles; email is read too (for error reports). */
export const userMeSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  email: z.nullable(z.string()),
  roles: z.array(roleEntrySchema),
});
export type UserMe = z.infer<typeof userMeSchema>;

export const USER_NAME_MAX = 100;

/** `PATCH /users/me` — the fields a user may change about themselves. */
export const updateMeBodySchema = z.strictObject({
  name: textField({ label: 'Name', min: 1, max: USER_NAME_MAX }),
});
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const meQuerySchema = z.object({
  auth: z.optional(textField({ label: 'Token', min: 1, max: 512 })),
});
