import { z } from 'zod';
import { textField } from './text';

/**
 * A frame's claim of the Teachable sign-in its popup finished (`POST /api/auth/teachable/claim`):
 * the random secret the frame made and gave the popup's start address. Answered with the user, as
 * `GET /users/me`, and the frame's own session cookies.
 */
export const teachableClaimBodySchema = z.object({
  claim: textField({ label: 'Claim', min: 32, max: 200 }),
});
export type TeachableClaimBody = z.infer<typeof teachableClaimBodySchema>;
