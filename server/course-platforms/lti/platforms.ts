import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ltiDeployments, ltiPlatforms } from '../../db/schema';

export type LtiPlatform = typeof ltiPlatforms.$inferSelect;

/** The registration a login initiation or a launch names, by (issuer, client id). */
export async function findPlatform(db: Database, issuer: string, clientId: string) {
  const [platform] = await db
    .select()
    .from(ltiPlatforms)
    .where(and(eq(ltiPlatforms.issuer, issuer), eq(ltiPlatforms.clientId, clientId)));
  return platform;
}

export async function findPlatformById(db: Database, id: number) {
  const [platform] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, id));
  return platform;
}

/** Registrations of one issuer (a login initiation may omit client_id when only one exists). */
export function platformsOfIssuer(db: Database, issuer: string) {
  return db
    .select()
    .from(ltiPlatforms)
    .where(eq(ltiPlatforms.issuer, issuer))
    .orderBy(asc(ltiPlatforms.id));
}

export async function deploymentIdsOf(db: Database, platformId: number) {
  const rows = await db
    .select({ deploymentId: ltiDeployments.deploymentId })
    .from(ltiDeployments)
    .where(eq(ltiDeployments.platformId, platformId))
    .orderBy(asc(ltiDeployments.deploymentId));
  return rows.map((row) => row.deploymentId);
}

export async function isKnownDeployment(db: Database, platformId: number, deploymentId: string) {
  const [row] = await db
    .select({ deploymentId: ltiDeployments.deploymentId })
    .from(ltiDeployments)
    .where(
      and(eq(ltiDeployments.platformId, platformId), eq(ltiDeployments.deploymentId, deploymentId)),
    );
  return row !== undefined;
}

export type PlatformRegistration = {
  issuer: string;
  clientId: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  name?: string;
  registeredBy?: 'manual' | 'dynamic';
  deploymentIds: string[];
};

/**
 * Adds a registration, or updates the one with the same (issuer, client id); its deployments
 * become exactly the ones given. One transaction.
 */
export function savePlatform(db: Database, registration: PlatformRegistration, now = new Date()) {
  const { deploymentIds, ...fields } = registration;
  return db.transaction(async (tx) => {
    const [platform] = await tx
      .insert(ltiPlatforms)
      .values({ ...fields, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [ltiPlatforms.issuer, ltiPlatforms.clientId],
        set: { ...fields, updatedAt: now },
      })
      .returning();
    if (!platform) throw new Error('the platform could not be saved');
    await tx.delete(ltiDeployments).where(eq(ltiDeployments.platformId, platform.id));
    if (deploymentIds.length > 0) {
      await tx
        .insert(ltiDeployments)
        .values(deploymentIds.map((deploymentId) => ({ platformId: platform.id, deploymentId })));
    }
    return platform;
  });
}
