import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import { randomToken, sha256 } from '../../auth/secrets';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { teachableSignIns } from '../../db/schema';

// A sign-in in flight (teachable_sign_ins): its state goes to Teachable's authorize page and back,
// used once; a frame's sign-in also carries the hash of the claim secret only that frame knows.

export const SIGN_IN_VALIDITY_MS = 10 * 60 * 1000;

export type StartedSignIn = { state: string; expiresAt: Date };

export async function startSignIn(
  db: Database,
  fields: { schoolRowId: number; claim: string | null; returnPath: string },
  now: Date,
): Promise<StartedSignIn> {
  const state = randomToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_VALIDITY_MS);
  await db.delete(teachableSignIns).where(lt(teachableSignIns.expiresAt, now));
  await db.insert(teachableSignIns).values({
    stateHash: sha256(state),
    schoolId: fields.schoolRowId,
    claimHash: fields.claim === null ? null : sha256(fields.claim),
    returnPath: fields.returnPath,
    createdAt: now,
    expiresAt,
  });
  return { state, expiresAt };
}

export type ConsumedState =
  | { ok: true; signIn: typeof teachableSignIns.$inferSelect }
  | { ok: false; reason: 'unknown' | 'expired' | 'used' };

/** Takes the state once: a conditional update, so two callbacks with one state cannot both pass. */
export async function consumeState(db: Database, state: string, now: Date): Promise<ConsumedState> {
  const stateHash = sha256(state);
  const [taken] = await db
    .update(teachableSignIns)
    .set({ usedAt: now })
    .where(
      and(
        eq(teachableSignIns.stateHash, stateHash),
        isNull(teachableSignIns.usedAt),
        gt(teachableSignIns.expiresAt, now),
      ),
    )
    .returning();
  if (taken) return { ok: true, signIn: taken };
  const [known] = await db
    .select({ usedAt: teachableSignIns.usedAt })
    .from(teachableSignIns)
    .where(eq(teachableSignIns.stateHash, stateHash));
  if (!known) return { ok: false, reason: 'unknown' };
  return { ok: false, reason: known.usedAt ? 'used' : 'expired' };
}

/** The callback succeeded for `userId`: the frame may now claim it. */
export async function finishSignIn(db: Executor, stateHash: string, userId: number) {
  await db
    .update(teachableSignIns)
    .set({ userId })
    .where(eq(teachableSignIns.stateHash, stateHash));
}

export type ClaimResult =
  | { outcome: 'claimed'; userId: number }
  | { outcome: 'pending' | 'unknown' | 'expired' | 'claimed-before' };

/**
 * The frame's claim of a finished sign-in, once (a conditional update). Pending while the person
 * is still on Teachable's pages; expired once the sign-in's ten minutes passed unclaimed.
 */
export async function claimSignIn(db: Database, claim: string, now: Date): Promise<ClaimResult> {
  const claimHash = sha256(claim);
  const [claimed] = await db
    .update(teachableSignIns)
    .set({ claimedAt: now })
    .where(
      and(
        eq(teachableSignIns.claimHash, claimHash),
        isNotNull(teachableSignIns.userId),
        isNull(teachableSignIns.claimedAt),
        gt(teachableSignIns.expiresAt, now),
      ),
    )
    .returning({ userId: teachableSignIns.userId });
  if (claimed?.userId) return { outcome: 'claimed', userId: claimed.userId };
  const [known] = await db
    .select()
    .from(teachableSignIns)
    .where(eq(teachableSignIns.claimHash, claimHash));
  if (!known) return { outcome: 'unknown' };
  if (known.claimedAt) return { outcome: 'claimed-before' };
  if (known.expiresAt <= now) return { outcome: 'expired' };
  return { outcome: 'pending' };
}
