import type { StudentProgress } from '../../../contract';
import type { Database } from '../../db/client';
import { readClassSettings } from '../../repositories/class-settings';
import { badgesHeld, getEndorsement, pointsByReason } from '../../repositories/progress';
import { currentStreak } from './award';
import { totalPoints } from './points';

/** A student's points, streak, badges and endorsement in a class. */
export async function studentProgress(
  db: Database,
  classId: number,
  userId: number,
  now: Date,
): Promise<StudentProgress> {
  const settings = await readClassSettings(db, classId);
  const enabled = settings?.general.points_enabled ?? true;
  const timeZone = settings?.general.time_zone ?? 'UTC';
  const [byReason, badges, streak, endorsement] = await Promise.all([
    enabled ? pointsByReason(db, classId, userId) : [],
    enabled ? badgesHeld(db, classId, userId) : [],
    currentStreak(db, classId, userId, timeZone, now),
    getEndorsement(db, classId, userId),
  ]);
  return {
    points_enabled: enabled,
    points: totalPoints(byReason),
    points_by_reason: byReason,
    streak,
    badges: badges.map((badge) => ({ kind: badge.kind, earned_at: badge.earnedAt.toISOString() })),
    endorsement: endorsement && {
      teacher_name: endorsement.teacherName,
      endorsed_at: endorsement.endorsedAt.toISOString(),
    },
  };
}
