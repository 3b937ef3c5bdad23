import { z } from 'zod/mini';
import { textField } from './text';

/** `POST /admin/lms-tokens` (superuser): mint a 24-hour LMS token for a user, until LTI launches exist. */
export const createLmsTokenBodySchema = z.strictObject({
  email: z.pipe(textField({ label: 'E-mail', max: 320 }), z.email('Enter a valid e-mail address.')),
});
export type CreateLmsTokenBody = z.infer<typeof createLmsTokenBodySchema>;

export const lmsTokenSchema = z.object({
  token: z.string(),
  /** ISO 8601. */
  expires_at: z.string(),
  /** PUBLIC_URL/?auth=TOKEN: opens the app signed in with the lms method. */
  launch_url: z.string(),
});
export type LmsToken = z.infer<typeof lmsTokenSchema>;
