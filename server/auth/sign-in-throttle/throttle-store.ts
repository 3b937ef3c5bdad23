import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInThrottle } from '../../db/schema';
import { afterFailure, waitLeftMs, type ThrottleState } from './throttle-rule';

/** The throttle keys of one sign-in attempt: the account asked for and the client's address. */
export const throttleKeys = (email: string, address: string) => [
  `account:${email.trim().toLowerCase()}`,
  `address:${address}`,
];

/** The longest wait any of `keys` still has (0: the attempt may go ahead). */
export async function waitBeforeSignIn(db: Database, keys: string[], now: Date) {
  const rows = await db.select().from(signInThrottle).where(inArray(signInThrottle.key, keys));
  return Math.max(0, ...rows.map((row) => waitLeftMs(row, now)));
}

/**
 * Counts one failure for every key. Row locks keep the count right when several API processes
 * record failures for the same key at once.
 */
export async function recordSignInFailure(db: Database, keys: string[], now: Date) {
  await db.transaction(async (tx) => {
    for (const key of keys) {
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
        .set(afterFailure(previous, now))
        .where(eq(signInThrottle.key, key));
    }
  });
}

/** A successful sign-in clears the account's failures (the address keeps its count). */
export async function clearSignInFailures(db: Database, accountKey: string) {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, accountKey));
}
