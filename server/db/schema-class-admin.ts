import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classes, users } from './schema-accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An invitation to a class by e-mail (student, or teacher when a superuser appoints one): it becomes
 * a role when a user with that e-mail signs in, by any method, and is then deleted.
 */
export const classInvitations = pgTable(
  'class_invitations',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: smallint('role').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('class_invitations_class_email_role_idx').on(
      t.classId,
      sql`lower(${t.email})`,
      t.role,
    ),
    index('class_invitations_email_idx').on(sql`lower(${t.email})`),
    index('class_invitations_invited_by_idx').on(t.invitedBy),
  ],
);

/** Per-student accommodations in a class: extra time on timed quizzes and extra final-exam attempts. */
export const accommodations = pgTable(
  'accommodations',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraTimePercent: integer('extra_time_percent').notNull().default(0),
    extraTimeMinutes: integer('extra_time_minutes').notNull().default(0),
    extraFinalAttempts: integer('extra_final_attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId] }),
    index('accommodations_user_id_idx').on(t.userId),
  ],
);
