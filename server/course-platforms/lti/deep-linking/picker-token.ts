import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { publishedToolKeys, signAsTool } from '../tool-keys';

/** Long enough to choose, short enough that a copied page soon stops working. */
export const PICKER_TOKEN_SECONDS = 30 * 60;
const PICKER_SUBJECT = 'lti-deep-linking-picker';

/**
 * What the picker's form carries from the deep-linking request to its submission. A JWT signed by
 * the tool in a hidden field, not a cookie: the picker runs in the platform's frame, where the
 * browser may block third-party cookies.
 */
export const pickerContext = z.object({
  platformId: z.number().int(),
  deploymentId: z.string(),
  classId: z.number().int(),
  userId: z.number().int(),
  returnUrl: z.string().url(),
  /** The request's `data`, echoed in the response when sent. */
  data: z.string().optional(),
  acceptMultiple: z.boolean(),
});
export type PickerContext = z.infer<typeof pickerContext>;

const CONTEXT_CLAIM = 'gs_deep_linking';

export class PickerTokenError extends Error {}

/** The picker's own address: the audience of its tokens, so no other tool-signed JWT passes. */
export const pickerAudience = (publicUrl: string) => `${publicUrl}/lti/deep-linking`;

export function signPickerToken(
  db: Database,
  publicUrl: string,
  context: PickerContext,
  now: Date,
) {
  return signAsTool(
    db,
    {
      iss: publicUrl,
      aud: pickerAudience(publicUrl),
      sub: PICKER_SUBJECT,
      jti: randomUUID(),
      [CONTEXT_CLAIM]: context,
    },
    { now, expiresInSeconds: PICKER_TOKEN_SECONDS },
  );
}

/** The context of a token this tool signed for its picker, still in date; else a PickerTokenError. */
export async function verifyPickerToken(
  db: Database,
  publicUrl: string,
  token: string,
  now: Date,
): Promise<PickerContext> {
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(await publishedToolKeys(db)), {
      issuer: publicUrl,
      audience: pickerAudience(publicUrl),
      subject: PICKER_SUBJECT,
      algorithms: ['RS256'],
      currentDate: now,
    });
    return pickerContext.parse(payload[CONTEXT_CLAIM]);
  } catch (error) {
    throw new PickerTokenError(`picker token refused: ${(error as Error).message}`);
  }
}
