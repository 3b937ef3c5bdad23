import { eq } from 'drizzle-orm';
import { Role } from '../../../../contract';
import type { Database } from '../../../db/client';
import { ltiContexts } from '../../../db/schema';
import { grantClassRole, revokeClassRole } from '../../../repositories/members';
import { addPlatformPerson, fillPersonDetails, knownPeople } from './people';
import type { RosterEntry } from './roster-entry';

export type RosterCounts = {
  /** Members the platform listed. */
  members: number;
  /** People Groundschool did not know (they never launched). */
  added: number;
  /** Known people whose name or e-mail the roster filled in or changed. */
  updated: number;
  /** Active members who are teachers, and students, of the class after the sync. */
  teachers: number;
  students: number;
  /** Inactive members whose student place in the class was removed. */
  removed: number;
};

type Course = { id: number; issuer: string; classId: number };

/**
 * Writes a course's roster into its class, in one transaction: every member becomes (or stays) a
 * person known by (issuer, sub), with the platform's name; active members get the class role their
 * course roles give (a teacher stops being a student there; a sync never demotes a teacher, which
 * only a superuser or a teacher does by hand). An Inactive student loses the student place, as when
 * a teacher removes one: they cannot take its quizzes while the course has them suspended, and their
 * attempts are kept. Members absent from the roster are left alone (a platform may page or filter).
 */
export function applyRoster(db: Database, course: Course, entries: RosterEntry[], now: Date) {
  return db.transaction(async (tx) => {
    const counts: RosterCounts = {
      members: entries.length,
      added: 0,
      updated: 0,
      teachers: 0,
      students: 0,
      removed: 0,
    };
    const known = await knownPeople(
      tx,
      course.issuer,
      entries.map((entry) => entry.subject),
    );
    for (const entry of entries) {
      const details = { name: entry.name, email: entry.email };
      const person = known.get(entry.subject);
      let userId: number;
      if (person) {
        userId = person.userId;
        if (await fillPersonDetails(tx, person, details)) counts.updated += 1;
      } else {
        userId = await addPlatformPerson(tx, course.issuer, entry.subject, details);
        known.set(entry.subject, { userId, name: entry.name ?? '', email: entry.email });
        counts.added += 1;
      }
      if (!entry.active) {
        if (await revokeClassRole(tx, userId, course.classId, Role.STUDENT)) counts.removed += 1;
      } else if (entry.role === 'teacher') {
        await grantClassRole(tx, userId, course.classId, Role.TEACHER);
        await revokeClassRole(tx, userId, course.classId, Role.STUDENT);
        counts.teachers += 1;
      } else {
        await grantClassRole(tx, userId, course.classId, Role.STUDENT);
        counts.students += 1;
      }
    }
    await tx
      .update(ltiContexts)
      .set({ rosterSyncedAt: now, updatedAt: now })
      .where(eq(ltiContexts.id, course.id));
    return counts;
  });
}
