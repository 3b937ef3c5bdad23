import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { SecretBox } from '../../auth/secret-box';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { teachableAccounts } from '../../db/schema';
import { applyCourseList } from './enrolments';
import { COURSES_SCOPE, sealedTokens } from './provision';
import { findSchoolByRowId, oauthClientOf } from './school-lookup';
import { readEnrolledCourseIds, refreshTokens, TeachableGrantRefused } from './teachable-api';
import { TeachableUnavailable } from './teachable-fetch';

/** Spec §6's periodic check: a teachable session's enrolments are read again after 5 minutes. */
export const ENROLMENT_CHECK_INTERVAL_MS = 5 * 60 * 1000;

type Account = typeof teachableAccounts.$inferSelect;
type Deps = { db: Database; config: Config; secretBox: SecretBox; now: Date };

/**
 * The accounts of the user due for a check, taken by a conditional update of their read time so
 * that requests arriving together check once. The session does not say which school it came from:
 * every school the person signed in to is checked.
 */
async function takeDueAccounts(db: Database, userId: number, now: Date) {
  const due = new Date(now.getTime() - ENROLMENT_CHECK_INTERVAL_MS);
  return db
    .update(teachableAccounts)
    .set({ enrolmentsReadAt: now })
    .where(
      and(
        eq(teachableAccounts.userId, userId),
        isNotNull(teachableAccounts.accessToken),
        or(isNull(teachableAccounts.enrolmentsReadAt), lt(teachableAccounts.enrolmentsReadAt, due)),
      ),
    )
    .returning();
}

/** A live access token: the kept one, or a refreshed one (sealed and kept) once it expired. */
async function accessTokenOf(deps: Deps, account: Account) {
  const { db, config, secretBox, now } = deps;
  if (!account.accessToken) throw new TeachableGrantRefused('signed out of Teachable');
  if (account.accessExpiresAt && account.accessExpiresAt > now) {
    return secretBox.open(account.accessToken);
  }
  const school = await findSchoolByRowId(db, account.schoolId);
  if (!school || !account.refreshToken) throw new TeachableGrantRefused('no refresh token');
  const tokens = await refreshTokens(
    config.teachable.apiUrl,
    oauthClientOf(school, secretBox),
    secretBox.open(account.refreshToken),
  );
  await db
    .update(teachableAccounts)
    .set({ ...sealedTokens(secretBox, tokens, now), updatedAt: now })
    .where(eq(teachableAccounts.id, account.id));
  return tokens.access_token;
}

async function checkAccount(deps: Deps, account: Account) {
  const token = await accessTokenOf(deps, account);
  if (!account.scopes.split(' ').includes(COURSES_SCOPE)) return;
  const courseIds = await readEnrolledCourseIds(deps.config.teachable.apiUrl, token);
  await deps.db.transaction((tx) =>
    applyCourseList(
      tx,
      { schoolId: account.schoolId, teachableUserId: account.teachableUserId },
      courseIds ?? [],
      deps.now,
    ),
  );
}

/**
 * Reads the person's enrolments again when due (refreshing an expired access token first).
 * 'refused': Teachable no longer accepts the person's grant (its tokens are dropped; the caller
 * ends the session). Teachable not answering keeps the current roles until the next check.
 */
export async function checkTeachableEnrolments(deps: Deps, userId: number) {
  for (const account of await takeDueAccounts(deps.db, userId, deps.now)) {
    try {
      await checkAccount(deps, account);
    } catch (error) {
      if (error instanceof TeachableUnavailable) continue;
      if (!(error instanceof TeachableGrantRefused)) throw error;
      await deps.db
        .update(teachableAccounts)
        .set({ accessToken: null, refreshToken: null, accessExpiresAt: null, updatedAt: deps.now })
        .where(eq(teachableAccounts.id, account.id));
      return 'refused' as const;
    }
  }
  return 'kept' as const;
}
