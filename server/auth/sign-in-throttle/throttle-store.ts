import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInThrottle } from '../../db/schema';
import {
  afterFailure,
  KEY_KINDS,
  REFUSING_KINDS,
  slowDownMs,
  waitLeftMs,
  type KeyKind,
  type SignInKeys,
  type ThrottleState,
} from './throttle-rule';

/**
 * What the throttle says before a password is checked: the longest wait of the refusing keys
 * (0: the attempt may go ahead) and how long to hold the answer for the account.
 */
export async function throttleBeforeSignIn(db: Database, keys: SignInKeys, now: Date) {
  const rows = await db
    .select()
    .from(signInThrottle)
    .where(inArray(signInThrottle.key, Object.values(keys)));
  const stateOf = (kind: KeyKind) => rows.find((row) => row.key === keys[kind]);
  return {
    waitMs: Math.max(0, ...REFUSING_KINDS.map((kind) => waitLeftMs(stateOf(kind), now))),
    slowDownMs: slowDownMs(stateOf('account'), now),
  };
}

/**
 * Counts one failure for every key. Row locks keep the count right when several API processes
 * record failures for the same key at once.
 */
export async function recordSignInFailure(db: Database, keys: SignInKeys, now: Date) {
  await db.transaction(async (tx) => {
    for (const kind of KEY_KINDS) {
      const key = keys[kind];
      await tx
        .insert(signInThrottle)
        .values({ key, failures: 0, windowStartedAt: now })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(signInThrottle)
        .where(eq(signInThrottle.key, key))
        .for('update');
      const previous: ThrottleState | undefined = row && row.failures > 0 ? row : undefined;
      await tx
        .update(signInThrottle)
        .set(afterFailure(kind, previous, now))
        .where(eq(signInThrottle.key, key));
    }
  });
}

/**
 * A successful sign-in clears the failures of the account from this address. The address keeps
 * its count, and so does the account from anywhere: the owner signing in must not hand a
 * distributed guesser a fresh allowance; that count runs out with its window.
 */
export async function clearSignInFailures(db: Database, keys: SignInKeys) {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, keys.accountFromAddress));
}
