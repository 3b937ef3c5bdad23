import type { NotificationKind } from '../../../contract';
import type { Executor } from '../../db/executor';
import { insertNotifications } from '../../repositories/notifications';
import { studentIdsOfClass, teacherIdsOfClass } from '../../repositories/progress';

/** In-app addresses notifications open. */
export const notificationLinks = {
  classHome: (classId: number) => `/student/classes/${classId}/performance`,
  quiz: (classId: number, quizId: number) => `/student/classes/${classId}/quiz/${quizId}`,
  myClasses: () => '/student',
  teacherQuestion: (classId: number, questionId: number) =>
    `/teacher/classes/${classId}/questions/${questionId}`,
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

type ClassNote = { kind: NotificationKind; text: string; link: string | null };

const notifyAll = (db: Executor, userIds: number[], classId: number, note: ClassNote, now: Date) =>
  insertNotifications(
    db,
    userIds.map((userId) => ({ userId, classId, ...note })),
    now,
  );

/** The same notification to every student of a class. */
export async function notifyStudentsOfClass(
  db: Executor,
  classId: number,
  note: ClassNote,
  now: Date,
) {
  await notifyAll(db, await studentIdsOfClass(db, classId), classId, note, now);
}

/** The same notification to every teacher of a class. */
export async function notifyTeachersOfClass(
  db: Executor,
  classId: number,
  note: ClassNote,
  now: Date,
) {
  await notifyAll(db, await teacherIdsOfClass(db, classId), classId, note, now);
}
