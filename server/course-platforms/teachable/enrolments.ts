import { and, eq, sql } from 'drizzle-orm';
import { Role } from '../../../contract';
import type { Executor } from '../../db/executor';
import { teachableAccounts, teachableCourseClasses, teachableEnrolments } from '../../db/schema';
import { grantClassRole, revokeClassRole } from '../../repositories/members';

// The one rule from Teachable enrolments to class membership: an active enrolment in a course that
// feeds a class is a student role in that class; a disabled one removes that role (attempts stay).
// Every source (sign-in, refresh, periodic check, webhook) reports through here.

export type EnrolmentReport = {
  /** `teachable_schools.id` (ours, not Teachable's school id). */
  schoolId: number;
  teachableUserId: string;
  courseId: string;
  active: boolean;
  /** When Teachable said so: a report older than the one kept changes nothing. */
  reportedAt: Date;
};

/**
 * Keeps the report unless a newer one is already kept; whether it was kept (false: stale, e.g. a
 * webhook delivered after a later one or after a sign-in that read the enrolments).
 */
export async function recordEnrolment(db: Executor, report: EnrolmentReport) {
  const kept = await db
    .insert(teachableEnrolments)
    .values(report)
    .onConflictDoUpdate({
      target: [
        teachableEnrolments.schoolId,
        teachableEnrolments.teachableUserId,
        teachableEnrolments.courseId,
      ],
      set: { active: report.active, reportedAt: report.reportedAt },
      setWhere: sql`${teachableEnrolments.reportedAt} < excluded.reported_at`,
    })
    .returning({ courseId: teachableEnrolments.courseId });
  return kept.length > 0;
}

export type MembershipChange = 'added' | 'removed' | 'unchanged';

/**
 * Makes the person's student role in the class the course feeds follow `active`. Unchanged when the
 * course feeds no class or the person never signed in (their next sign-in reads the enrolments).
 */
export async function applyEnrolment(
  db: Executor,
  report: Pick<EnrolmentReport, 'schoolId' | 'teachableUserId' | 'courseId' | 'active'>,
): Promise<MembershipChange> {
  const [link] = await db
    .select({ userId: teachableAccounts.userId, classId: teachableCourseClasses.classId })
    .from(teachableAccounts)
    .innerJoin(
      teachableCourseClasses,
      and(
        eq(teachableCourseClasses.schoolId, teachableAccounts.schoolId),
        eq(teachableCourseClasses.courseId, report.courseId),
      ),
    )
    .where(
      and(
        eq(teachableAccounts.schoolId, report.schoolId),
        eq(teachableAccounts.teachableUserId, report.teachableUserId),
      ),
    );
  if (!link) return 'unchanged';
  if (!report.active) {
    const removed = await revokeClassRole(db, link.userId, link.classId, Role.STUDENT);
    return removed ? 'removed' : 'unchanged';
  }
  const granted = await grantClassRole(db, link.userId, link.classId, Role.STUDENT);
  return granted ? 'added' : 'unchanged';
}

/**
 * What a full read of the person's courses says (sign-in, refresh, periodic check): enrolled in the
 * listed courses, not in the school's other mapped courses. Call inside the caller's transaction.
 */
export async function applyCourseList(
  db: Executor,
  person: { schoolId: number; teachableUserId: string },
  enrolledCourseIds: readonly string[],
  readAt: Date,
) {
  const mapped = await db
    .select({ courseId: teachableCourseClasses.courseId })
    .from(teachableCourseClasses)
    .where(eq(teachableCourseClasses.schoolId, person.schoolId));
  const enrolled = new Set(enrolledCourseIds);
  for (const { courseId } of mapped) {
    const report = { ...person, courseId, active: enrolled.has(courseId), reportedAt: readAt };
    if (await recordEnrolment(db, report)) await applyEnrolment(db, report);
  }
}
