import { asc, eq } from 'drizzle-orm';
import type { ClassRosterSource, RosterSyncResult } from '../../../../contract';
import type { Database } from '../../../db/client';
import { ltiContexts } from '../../../db/schema';
import type { ServiceTokens } from '../service-token';
import type { RosterCounts } from './apply-roster';
import { syncRoster } from './index';
import { RosterError } from './memberships';

const coursesOfClass = (db: Database, classId: number) =>
  db
    .select({
      id: ltiContexts.id,
      membershipsUrl: ltiContexts.membershipsUrl,
      rosterSyncedAt: ltiContexts.rosterSyncedAt,
    })
    .from(ltiContexts)
    .where(eq(ltiContexts.classId, classId))
    .orderBy(asc(ltiContexts.id));

/** Whether the class's students can come from a course platform (what the Students page shows). */
export async function classRosterSource(db: Database, classId: number): Promise<ClassRosterSource> {
  const courses = await coursesOfClass(db, classId);
  const synced = courses
    .map((course) => course.rosterSyncedAt?.getTime() ?? 0)
    .reduce((latest, time) => Math.max(latest, time), 0);
  return {
    linked: courses.length > 0,
    roster_available: courses.some((course) => course.membershipsUrl !== null),
    synced_at: synced === 0 ? null : new Date(synced).toISOString(),
  };
}

/**
 * Reads the roster of every course linked to the class that offers one (a class may gather several
 * platform courses), each in its own transaction, and adds up what changed.
 */
export async function syncClassRoster(
  db: Database,
  tokens: ServiceTokens,
  classId: number,
  now: Date,
): Promise<RosterSyncResult> {
  const courses = await coursesOfClass(db, classId);
  if (courses.length === 0) {
    throw new RosterError('This class is not linked to a course on a course platform.');
  }
  const withRoster = courses.filter((course) => course.membershipsUrl !== null);
  // Without any roster service, syncRoster's own error says how to turn it on.
  const toSync = withRoster.length > 0 ? withRoster : courses.slice(0, 1);
  const total: RosterCounts = {
    members: 0,
    added: 0,
    updated: 0,
    teachers: 0,
    students: 0,
    removed: 0,
  };
  for (const course of toSync) {
    const counts = await syncRoster(db, tokens, course.id, { now });
    for (const key of Object.keys(total) as (keyof RosterCounts)[]) total[key] += counts[key];
  }
  return { ...total, synced_at: now.toISOString() };
}
