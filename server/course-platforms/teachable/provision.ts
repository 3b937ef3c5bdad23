import { and, eq } from 'drizzle-orm';
import type { SecretBox } from '../../auth/secret-box';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/executor';
import { teachableAccounts, users } from '../../db/schema';
import { createPlatformUser, updatePlatformUser } from '../../repositories/platform-people';
import { applyCourseList } from './enrolments';
import { finishSignIn } from './sign-ins';
import type { TeachableCurrentUser, TokenAnswer } from './teachable-api';

export const REQUIRED_SCOPES = ['name:read', 'email:read'] as const;
export const COURSES_SCOPE = 'courses:read';

export type SignedInPerson = {
  schoolRowId: number;
  me: TeachableCurrentUser;
  tokens: TokenAnswer;
  /** The enrolled course ids; null: the person did not grant courses:read. */
  courseIds: string[] | null;
};

const clean = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The user behind (school, Teachable user id); made at the first sign-in with Teachable's name and e-mail. */
async function userOf(tx: Transaction, person: SignedInPerson) {
  const name = clean(person.me.name);
  const email = clean(person.me.email);
  const [known] = await tx
    .select({ userId: teachableAccounts.userId, name: users.name, email: users.email })
    .from(teachableAccounts)
    .innerJoin(users, eq(users.id, teachableAccounts.userId))
    .where(
      and(
        eq(teachableAccounts.schoolId, person.schoolRowId),
        eq(teachableAccounts.teachableUserId, person.me.id),
      ),
    );
  if (!known) return createPlatformUser(tx, { name, email });
  await updatePlatformUser(tx, known, { name, email });
  return known.userId;
}

/** Sealed tokens and their expiry, as teachable_accounts keeps them. */
export function sealedTokens(secretBox: SecretBox, tokens: TokenAnswer, now: Date) {
  return {
    accessToken: secretBox.seal(tokens.access_token),
    ...(tokens.refresh_token ? { refreshToken: secretBox.seal(tokens.refresh_token) } : {}),
    accessExpiresAt: new Date(now.getTime() + (tokens.expires_in ?? 7200) * 1000),
  };
}

/**
 * One finished sign-in, in one transaction: the user, their account at the school with sealed
 * tokens, the roles their courses give (none without courses:read: their roles from this school
 * go, and the SPA shows the Login Failed modal), and the sign-in marked finished for them.
 */
export async function provisionSignIn(
  db: Database,
  secretBox: SecretBox,
  person: SignedInPerson,
  stateHash: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const userId = await userOf(tx, person);
    const scopes = [...REQUIRED_SCOPES, ...(person.courseIds === null ? [] : [COURSES_SCOPE])];
    const fields = {
      userId,
      email: clean(person.me.email),
      ...sealedTokens(secretBox, person.tokens, now),
      scopes: scopes.join(' '),
      enrolmentsReadAt: now,
      updatedAt: now,
    };
    await tx
      .insert(teachableAccounts)
      .values({ schoolId: person.schoolRowId, teachableUserId: person.me.id, ...fields })
      .onConflictDoUpdate({
        target: [teachableAccounts.schoolId, teachableAccounts.teachableUserId],
        set: fields,
      });
    await applyCourseList(
      tx,
      { schoolId: person.schoolRowId, teachableUserId: person.me.id },
      person.courseIds ?? [],
      now,
    );
    await finishSignIn(tx, stateHash, userId);
    return userId;
  });
}
