import type { Database } from '../../db/client';
import { readClassSettings } from '../../repositories/class-settings';
import { deleteEndorsement, saveEndorsement } from '../../repositories/progress';
import { grantBadges } from './award';
import { notificationLinks, notifyUser } from './notify';

/**
 * A teacher endorses a student as ready to sit the knowledge test: the endorsement (with the
 * teacher's name and the date), the badge when the class has badges on, and a notification.
 */
export async function endorseStudent(
  db: Database,
  endorsement: { classId: number; studentId: number; teacher: { id: number; name: string } },
  now: Date,
) {
  const { classId, studentId, teacher } = endorsement;
  return db.transaction(async (tx) => {
    await saveEndorsement(tx, {
      classId,
      studentId,
      teacherId: teacher.id,
      teacherName: teacher.name,
      endorsedAt: now,
    });
    const settings = await readClassSettings(tx, classId);
    if (settings?.general.points_enabled) {
      await grantBadges(tx, classId, studentId, ['endorsement'], now);
    }
    await notifyUser(
      tx,
      {
        userId: studentId,
        classId,
        kind: 'endorsed',
        text: `${teacher.name} endorsed you to sit the knowledge test.`,
        link: notificationLinks.classHome(classId),
      },
      now,
    );
    return { teacher_name: teacher.name, endorsed_at: now.toISOString() };
  });
}

/**
 * Withdraws an endorsement given by mistake. The badge, like every badge, is earned once and kept:
 * endorsing again neither awards nor announces it a second time. False when there was none.
 */
export async function withdrawEndorsement(db: Database, classId: number, studentId: number) {
  return deleteEndorsement(db, classId, studentId);
}
