import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classes, users } from './schema-accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every point a student earns in a class, with what earned it, so any total can be explained.
 * `source` names the thing that earned it (a flashcard review, an attempt); one entry per source and
 * reason, so recording twice changes nothing.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PointsReason of server/services/progress/points.ts. */
    reason: text('reason').notNull(),
    points: integer('points').notNull(),
    source: text('source').notNull(),
    earnedAt: at('earned_at').notNull(),
  },
  (t) => [
    uniqueIndex('points_ledger_source_idx').on(t.classId, t.userId, t.source, t.reason),
    index('points_ledger_user_class_idx').on(t.userId, t.classId, t.earnedAt),
  ],
);

/** Badges a student holds in a class: each earned once, with its date. */
export const studentBadges = pgTable(
  'student_badges',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** BadgeKind of server/services/progress/badges.ts. */
    kind: text('kind').notNull(),
    earnedAt: at('earned_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId, t.kind] }),
    index('student_badges_user_id_idx').on(t.userId),
  ],
);

/** An instructor's endorsement: the student is ready to sit the knowledge test. */
export const endorsements = pgTable(
  'endorsements',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null when the instructor's account was deleted (the endorsement keeps their name). */
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    teacherName: text('teacher_name').notNull(),
    endorsedAt: at('endorsed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.studentId] }),
    index('endorsements_student_id_idx').on(t.studentId),
    index('endorsements_teacher_id_idx').on(t.teacherId),
  ],
);

/** What the bell shows a user: stored, marked read. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    /** NotificationKind of contract/notifications.ts. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    /** An in-app address to open, or null. */
    link: text('link'),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_class_id_idx').on(t.classId),
  ],
);

/**
 * Each student's graded answers per topic, kept up to date when an attempt closes, so readiness,
 * the weak-area reading and the class overview read one row per student and topic instead of every
 * answer. `recent`: the latest results, newest first, '1' right and '0' wrong (at most
 * 200 of them: the weak-area rule reads up to 200).
 */
export const topicResults = pgTable(
  'topic_results',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id').notNull(),
    answers: integer('answers').notNull(),
    correct: integer('correct').notNull(),
    recent: text('recent').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId, t.topicId] }),
    index('topic_results_user_id_idx').on(t.userId),
  ],
);

/**
 * The learning-objective codes a student copied from the report of their real knowledge test (the
 * areas they missed). Groundschool drills the matching questions; the instructor marks each
 * reviewed.
 */
export const knowledgeTestCodes = pgTable(
  'knowledge_test_codes',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    addedAt: at('added_at').notNull(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId, t.code] }),
    index('knowledge_test_codes_user_id_idx').on(t.userId),
    index('knowledge_test_codes_reviewed_by_idx').on(t.reviewedBy),
  ],
);
