import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ltiLaunchStates } from '../../db/schema';
import { randomToken, sha256 } from '../../auth/secrets';

/** How long a login initiation waits for its launch. */
export const LAUNCH_STATE_VALIDITY_MS = 10 * 60 * 1000;

export type LaunchState = typeof ltiLaunchStates.$inferSelect;

/**
 * A new state and nonce for one login initiation; only the state's hash is stored (the browser
 * holds the value). Expired states older than a day are swept on the way.
 */
export async function createLaunchState(
  db: Database,
  input: { platformId: number; targetLinkUri: string; storageTarget: string | null },
  now: Date,
) {
  const state = randomToken();
  const nonce = randomToken();
  await db
    .delete(ltiLaunchStates)
    .where(lt(ltiLaunchStates.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  await db.insert(ltiLaunchStates).values({
    stateHash: sha256(state),
    nonce,
    platformId: input.platformId,
    targetLinkUri: input.targetLinkUri,
    storageTarget: input.storageTarget,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LAUNCH_STATE_VALIDITY_MS),
  });
  return { state, nonce };
}

export async function findLaunchState(db: Database, state: string) {
  const [row] = await db
    .select()
    .from(ltiLaunchStates)
    .where(eq(ltiLaunchStates.stateHash, sha256(state)));
  return row;
}

/** Uses the state up: true for the one launch that does, false for every other. */
export async function consumeLaunchState(db: Database, state: string, now: Date) {
  const used = await db
    .update(ltiLaunchStates)
    .set({ consumedAt: now })
    .where(and(eq(ltiLaunchStates.stateHash, sha256(state)), isNull(ltiLaunchStates.consumedAt)))
    .returning({ stateHash: ltiLaunchStates.stateHash });
  return used.length === 1;
}
