import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { ltiContexts } from '../../../db/schema';
import { findPlatformById } from '../platforms';
import type { ServiceTokens } from '../service-token';
import { applyRoster, type RosterCounts } from './apply-roster';
import { fetchMembers, RosterError } from './memberships';
import { rosterEntryOf } from './roster-entry';

export { RosterError } from './memberships';
export type { RosterCounts } from './apply-roster';

/**
 * "Sync roster": reads the course's members from the platform (NRPS 2.0) and writes them into its
 * class. The launch code calls it after the first instructor launch of a course (without waiting
 * for it); a teacher calls it from the Students page.
 */
export async function syncRoster(
  db: Database,
  tokens: ServiceTokens,
  contextRowId: number,
  options: { now?: Date; fetchImpl?: typeof fetch } = {},
): Promise<RosterCounts> {
  const [course] = await db.select().from(ltiContexts).where(eq(ltiContexts.id, contextRowId));
  if (!course) throw new RosterError('This course is no longer linked to Groundschool.');
  if (!course.membershipsUrl) {
    throw new RosterError(
      "The course platform has not offered this course's roster (Names and Role Provisioning). Turn the service on in the platform's Groundschool tool settings, then open Groundschool from the course once.",
    );
  }
  const platform = await findPlatformById(db, course.platformId);
  if (!platform)
    throw new RosterError('The course platform of this course is no longer registered.');
  const members = await fetchMembers(platform, course.membershipsUrl, tokens, options.fetchImpl);
  return applyRoster(db, course, members.map(rosterEntryOf), options.now ?? new Date());
}
