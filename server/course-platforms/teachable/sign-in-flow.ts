import type { SecretBox } from '../../auth/secret-box';
import { sha256 } from '../../auth/secrets';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { provisionSignIn } from './provision';
import { findSchoolByRowId, oauthClientOf } from './school-lookup';
import { teachableRedirectUrl } from './school-urls';
import type { teachableSignIns } from '../../db/schema';
import {
  exchangeCode,
  readCurrentUser,
  readEnrolledCourseIds,
  TeachableGrantRefused,
} from './teachable-api';
import { TeachableUnavailable } from './teachable-fetch';

export type SignInOutcome =
  { ok: true; userId: number } | { ok: false; heading: string; message: string };

const failed = (heading: string, message: string): SignInOutcome => ({
  ok: false,
  heading,
  message,
});

/**
 * The callback's work once its state was taken: the code for tokens, who the person is, their
 * courses when they granted courses:read (Teachable answers 403 otherwise), then provisioning.
 */
export async function completeSignIn(
  deps: { db: Database; config: Config; secretBox: SecretBox; now: Date },
  signIn: typeof teachableSignIns.$inferSelect,
  code: string,
  state: string,
): Promise<SignInOutcome> {
  const { db, config, secretBox, now } = deps;
  const school = await findSchoolByRowId(db, signIn.schoolId);
  if (!school)
    return failed('Sign-in failed', 'This school is no longer connected to Groundschool.');
  const apiUrl = config.teachable.apiUrl;
  try {
    const client = oauthClientOf(school, secretBox);
    const tokens = await exchangeCode(apiUrl, client, code, teachableRedirectUrl(config.publicUrl));
    const me = await readCurrentUser(apiUrl, tokens.access_token);
    const granted = tokens.scope?.split(/\s+/);
    const courseIds =
      granted && !granted.includes('courses:read')
        ? null
        : await readEnrolledCourseIds(apiUrl, tokens.access_token);
    const userId = await provisionSignIn(
      db,
      secretBox,
      { schoolRowId: school.id, me, tokens, courseIds },
      sha256(state),
      now,
    );
    return { ok: true, userId };
  } catch (error) {
    if (error instanceof TeachableGrantRefused) {
      return failed(
        'Sign-in failed',
        'Teachable did not accept this sign-in (it may have been used already). Close this window and sign in again.',
      );
    }
    if (error instanceof TeachableUnavailable) {
      return failed(
        'Teachable is not answering',
        'Groundschool could not reach Teachable to finish your sign-in. Try again in a few minutes.',
      );
    }
    throw error;
  }
}
