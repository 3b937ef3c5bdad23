import { asc, desc, eq, inArray, lt } from 'drizzle-orm';
import {
  ErrorCode,
  type LtiLaunchFailure,
  type LtiPlatform as LtiPlatformView,
  type LtiPlatformBody,
} from '../../../contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/executor';
import { ltiDeployments, ltiLaunchFailures, ltiPlatforms } from '../../db/schema';
import { conflict, notFound } from '../../errors/api-error';
import type { LtiPlatform, PlatformRegistration } from './platforms';

// The superuser's Course platforms screen: registrations typed by hand, edited, removed, and the
// refused launches of the last 30 days.

export const PLATFORM_EXISTS_MESSAGE =
  'This platform is already registered with this client id: edit it instead.';
/** Refused launches are kept this long, then forgotten. */
export const LAUNCH_FAILURE_RETENTION_MS = 30 * 24 * 3600_000;
const LAUNCH_FAILURES_SHOWN = 50;

const registrationOf = (body: LtiPlatformBody): PlatformRegistration => ({
  issuer: body.issuer,
  clientId: body.client_id,
  authUrl: body.auth_url,
  tokenUrl: body.token_url,
  jwksUrl: body.jwks_url,
  name: body.name ?? '',
  deploymentIds: body.deployment_ids,
});

const view = (platform: LtiPlatform, deploymentIds: string[]): LtiPlatformView => ({
  id: platform.id,
  issuer: platform.issuer,
  client_id: platform.clientId,
  auth_url: platform.authUrl,
  token_url: platform.tokenUrl,
  jwks_url: platform.jwksUrl,
  name: platform.name,
  deployment_ids: deploymentIds,
  registered_by: platform.registeredBy === 'dynamic' ? 'dynamic' : 'manual',
  updated_at: platform.updatedAt.toISOString(),
});

/** Every registration with its deployments (two queries, whatever the count). */
export async function listPlatforms(db: Database) {
  const platforms = await db.select().from(ltiPlatforms).orderBy(asc(ltiPlatforms.issuer));
  const deployments =
    platforms.length === 0
      ? []
      : await db
          .select()
          .from(ltiDeployments)
          .where(
            inArray(
              ltiDeployments.platformId,
              platforms.map((platform) => platform.id),
            ),
          )
          .orderBy(asc(ltiDeployments.deploymentId));
  return platforms.map((platform) =>
    view(
      platform,
      deployments.filter((row) => row.platformId === platform.id).map((row) => row.deploymentId),
    ),
  );
}

/** Writes the registration and makes its deployments exactly the ones given, in one transaction. */
async function writePlatform(
  db: Database,
  platformId: number | null,
  body: LtiPlatformBody,
  now: Date,
) {
  const { deploymentIds, ...fields } = registrationOf(body);
  try {
    return await db.transaction(async (tx) => {
      const [platform] =
        platformId === null
          ? await tx
              .insert(ltiPlatforms)
              .values({ ...fields, registeredBy: 'manual', createdAt: now, updatedAt: now })
              .returning()
          : await tx
              .update(ltiPlatforms)
              .set({ ...fields, updatedAt: now })
              .where(eq(ltiPlatforms.id, platformId))
              .returning();
      if (!platform) throw notFound('course platform');
      await tx.delete(ltiDeployments).where(eq(ltiDeployments.platformId, platform.id));
      if (deploymentIds.length > 0) {
        await tx
          .insert(ltiDeployments)
          .values(deploymentIds.map((deploymentId) => ({ platformId: platform.id, deploymentId })));
      }
      return view(platform, [...deploymentIds].sort());
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(PLATFORM_EXISTS_MESSAGE, ErrorCode.LTI_PLATFORM_EXISTS);
    throw error;
  }
}

/** A registration typed by hand; 409 when (issuer, client id) is already registered. */
export const createPlatform = (db: Database, body: LtiPlatformBody, now: Date) =>
  writePlatform(db, null, body, now);

/** Edits a registration (its launches, courses and placed links stay). */
export const updatePlatform = (
  db: Database,
  platformId: number,
  body: LtiPlatformBody,
  now: Date,
) => writePlatform(db, platformId, body, now);

/**
 * Removes a registration: its launches stop; the classes its courses made stay, unlinked (the
 * course links, placed links and unsent scores of that platform go with it).
 */
export async function deletePlatform(db: Database, platformId: number) {
  const removed = await db
    .delete(ltiPlatforms)
    .where(eq(ltiPlatforms.id, platformId))
    .returning({ id: ltiPlatforms.id });
  if (removed.length === 0) throw notFound('course platform');
}

/** Refused launches of the last 30 days, newest first; older ones are deleted on the way. */
export async function recentLaunchFailures(db: Database, now: Date): Promise<LtiLaunchFailure[]> {
  await db
    .delete(ltiLaunchFailures)
    .where(lt(ltiLaunchFailures.createdAt, new Date(now.getTime() - LAUNCH_FAILURE_RETENTION_MS)));
  const rows = await db
    .select()
    .from(ltiLaunchFailures)
    .orderBy(desc(ltiLaunchFailures.createdAt), desc(ltiLaunchFailures.id))
    .limit(LAUNCH_FAILURES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    issuer: row.issuer,
    client_id: row.clientId,
    deployment_id: row.deploymentId,
    reason: row.reason,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  }));
}
