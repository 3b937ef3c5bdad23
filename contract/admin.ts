import { z } from 'zod';

/** `POST /admin/lms-tokens` (superuser): mint a 24-hour LMS token for a user, until LTI launches exist. */
export const createLmsTokenBodySchema = z
  .object({
    email: z.string().trim().email('Enter a valid e-mail address.'),
  })
  .strict();
export type CreateLmsTokenBody = z.infer<typeof createLmsTokenBodySchema>;

export const lmsTokenSchema = z.object({
  token: z.string(),
  /** ISO 8601. */
  expires_at: z.string(),
  /** PUBLIC_URL/?auth=TOKEN: opens the app signed in with the lms method. */
  launch_url: z.string(),
});
export type LmsToken = z.infer<typeof lmsTokenSchema>;
