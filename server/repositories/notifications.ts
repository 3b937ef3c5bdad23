import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Notification, NotificationKind } from '../../contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { notifications } from '../db/schema';

export type NewNotification = {
  userId: number;
  classId: number | null;
  kind: NotificationKind;
  text: string;
  link: string | null;
};

export async function insertNotifications(db: Executor, rows: NewNotification[], now: Date) {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows.map((row) => ({ ...row, createdAt: now })));
}

/** A user's latest notifications, newest first, and how many of all theirs are unread. */
export async function listNotifications(db: Database, userId: number, limit: number) {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    db
      .select({ count: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return {
    unread: unread?.count ?? 0,
    items: rows.map((row): Notification => ({
      id: row.id,
      kind: row.kind as NotificationKind,
      class_id: row.classId,
      text: row.text,
      link: row.link,
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt?.toISOString() ?? null,
    })),
  };
}

/** Marks a user's notifications read: those ids (others' are left alone), or all. */
export async function markNotificationsRead(
  db: Database,
  userId: number,
  ids: readonly number[] | undefined,
  now: Date,
) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, [...ids]),
      ),
    );
}
