import type { NotificationKind } from '../../../contract';
import type { Executor } from '../../db/executor';
import { insertNotifications } from '../../repositories/notifications';
import { studentIdsOfClass } from '../../repositories/progress';

/** In-app addresses notifications open. */
export const notificationLinks = {
  classHome: (classId: number) => `/student/classes/${classId}/performance`,
  quiz: (classId: number, quizId: number) => `/student/classes/${classId}/quiz/${quizId}`,
  myClasses: () => '/student',
};

export async function notifyUser(
  db: Executor,
  note: {
    userId: number;
    classId: number | null;
    kind: NotificationKind;
    text: string;
    link: string | null;
  },
  now: Date,
) {
  await insertNotifications(db, [note], now);
}

/** The same notification to every student of a class. */
export async function notifyStudentsOfClass(
  db: Executor,
  classId: number,
  note: { kind: NotificationKind; text: string; link: string | null },
  now: Date,
) {
  const students = await studentIdsOfClass(db, classId);
  await insertNotifications(
    db,
    students.map((userId) => ({ userId, classId, ...note })),
    now,
  );
}
