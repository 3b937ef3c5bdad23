import { z } from 'zod/mini';
import { idSchema } from './pagination';

export const NOTIFICATION_KINDS = [
  'quiz_published',
  'badge_earned',
  'endorsed',
  'report_resolved',
  'class_invitation',
  /** To the class's teachers: a student reported a problem with a question. */
  'question_reported',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many of the latest notifications the bell lists. */
export const NOTIFICATIONS_LISTED = 30;

export const notificationSchema = z.object({
  id: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  class_id: z.nullable(idSchema),
  text: z.string(),
  /** An in-app address to open, or null. */
  link: z.nullable(z.string()),
  created_at: z.string(),
  read_at: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications`: the signed-in person's latest notifications and how many are unread. */
export const notificationListSchema = z.object({
  unread: z.int(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `POST /notifications/read`: mark these read (no ids: all of them). */
export const markNotificationsReadSchema = z.strictObject({
  ids: z.optional(z.array(idSchema).check(z.maxLength(200))),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;
