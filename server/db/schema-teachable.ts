import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { classes, users } from './schema-accounts';

// Teachable (`server/course-platforms/teachable/`): the schools a superuser connected, which course
// feeds which class, the people as Teachable names them (with their OAuth tokens), sign-ins in
// flight, and the enrolment webhooks already seen. Every secret column holds `secret-box` ciphertext.

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

/** A Teachable school connected by a superuser: its OAuth app and, optionally, its Admin API key. */
export const teachableSchools = pgTable('teachable_schools', {
  id: serial('id').primaryKey(),
  /** Teachable's id of the school (the `{school_id}` in the SSO addresses). */
  schoolId: text('school_id').notNull().unique(),
  name: text('name').notNull().default(''),
  /** The school's own address (https://name.teachable.com or its custom domain): frames the app. */
  schoolUrl: text('school_url').notNull(),
  clientId: text('client_id').notNull(),
  /** Encrypted. Never sent back by the API. */
  clientSecret: text('client_secret').notNull(),
  /** Encrypted Admin API key (Growth plan and up); null when none. */
  apiKey: text('api_key'),
  /** Encrypted: the superuser sees the webhook address again. */
  webhookToken: text('webhook_token').notNull(),
  /** sha256 of the webhook token, to find the school from the address. */
  webhookTokenHash: text('webhook_token_hash').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Which Teachable course feeds which class: an enrolment in the course is a student role there. */
export const teachableCourseClasses = pgTable(
  'teachable_course_classes',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => teachableSchools.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.courseId] }),
    index('teachable_course_classes_class_id_idx').on(t.classId),
  ],
);

/** A person as a school names them (Teachable user id) → user, with their encrypted OAuth tokens. */
export const teachableAccounts = pgTable(
  'teachable_accounts',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => teachableSchools.id, { onDelete: 'cascade' }),
    teachableUserId: text('teachable_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    /** Encrypted; null after sign-out or when Teachable refused a refresh. */
    accessToken: text('access_token'),
    /** Encrypted. */
    refreshToken: text('refresh_token'),
    accessExpiresAt: at('access_expires_at'),
    /** The scopes the person granted, space-separated (without `courses:read`: no roles). */
    scopes: text('scopes').notNull().default(''),
    /** When the enrolments were last read from Teachable (sign-in, refresh, periodic check). */
    enrolmentsReadAt: at('enrolments_read_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('teachable_accounts_school_user_unique').on(t.schoolId, t.teachableUserId),
    index('teachable_accounts_user_id_idx').on(t.userId),
  ],
);

/**
 * One sign-in in flight: the signed state sent to Teachable's authorize page, used once. A sign-in
 * started from a frame also carries the hash of a claim secret only that frame knows: the frame
 * claims the finished sign-in with it and gets its own (partitioned) session cookie.
 */
export const teachableSignIns = pgTable(
  'teachable_sign_ins',
  {
    /** sha256 of the state value. */
    stateHash: text('state_hash').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => teachableSchools.id, { onDelete: 'cascade' }),
    /** sha256 of the frame's claim secret; null for a plain redirect sign-in. */
    claimHash: text('claim_hash').unique(),
    /** Where the app goes after a plain redirect sign-in. */
    returnPath: text('return_path').notNull().default('/'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the callback consumed the state. */
    usedAt: at('used_at'),
    /** The signed-in user once the callback succeeded; the frame's claim opens their session. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the frame claimed the finished sign-in (once). */
    claimedAt: at('claimed_at'),
  },
  (t) => [
    index('teachable_sign_ins_expires_at_idx').on(t.expiresAt),
    index('teachable_sign_ins_school_id_idx').on(t.schoolId),
    index('teachable_sign_ins_user_id_idx').on(t.userId),
  ],
);

/**
 * An enrolment as Teachable last reported it (sign-in, refresh, webhook), with the time of the
 * report: an older report arriving later changes nothing.
 */
export const teachableEnrolments = pgTable(
  'teachable_enrolments',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => teachableSchools.id, { onDelete: 'cascade' }),
    teachableUserId: text('teachable_user_id').notNull(),
    courseId: text('course_id').notNull(),
    active: boolean('active').notNull(),
    reportedAt: at('reported_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.teachableUserId, t.courseId] })],
);

/** Webhook deliveries already handled, per school and event id: a repeat changes nothing. */
export const teachableWebhookEvents = pgTable(
  'teachable_webhook_events',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => teachableSchools.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /**
     * What the event did (`TEACHABLE_WEBHOOK_OUTCOMES`): 'added', 'removed', 'recorded' (a report kept,
     * no role changed), 'unconfirmed' (the Admin API said otherwise), 'stale' (older than the report
     * kept), 'ignored' (not an enrolment event).
     */
    outcome: text('outcome').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.eventId] })],
);
