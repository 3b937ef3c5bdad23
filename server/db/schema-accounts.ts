import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The identity provider's subject (`sub`) for this person; null until they first sign in. */
    subject: text('subject').unique(),
    email: text('email'),
    name: text('name').notNull(),
    /** scrypt hash for accounts that sign in with a password at the built-in provider. */
    passwordHash: text('password_hash'),
    /** An instructor's certificate, named on the signature line of the records they print. */
    instructorCertificate: text('instructor_certificate'),
    /** A calendar date (`YYYY-MM-DD`), not an instant: the certificate's expiry as printed on it. */
    instructorCertificateExpires: date('instructor_certificate_expires', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const classes = pgTable('classes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  joinCode: text('join_code').notNull().unique(),
  /** A switched-off code stays stored (so it is never handed out again) but no longer admits anyone. */
  joinCodeEnabled: boolean('join_code_enabled').notNull().default(true),
  /** General, final-exam and weak-area settings (`contract/class-settings.ts`), defaults filled on read. */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  archived: boolean('archived').notNull().default(false),
  createdAt: createdAt(),
});

/** A role entry `{role, class_id}`: 1 student, 2 teacher (per class), 3 superuser (class null). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull(),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_roles_user_id_idx').on(t.userId),
    index('user_roles_class_id_idx').on(t.classId),
    unique('user_roles_unique').on(t.userId, t.role, t.classId).nullsNotDistinct(),
  ],
);

/** Server sessions behind the session cookie (lms and teachable methods). Only a hash of the id is kept. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authMethod: text('auth_method').notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** 24-hour LMS launch tokens (spec §9). Only a hash of the token is kept. */
export const lmsTokens = pgTable(
  'lms_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lms_tokens_user_id_idx').on(t.userId)],
);

/** oidc-provider's storage (grants, sessions, codes, refresh tokens…), one row per model instance. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_uid_idx').on(t.uid),
  ],
);

/** Long-lived server secrets generated on first start (signing keys, cookie keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: createdAt(),
});

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('tracking_events_user_id_idx').on(t.userId)],
);

/** One row per request made while impersonating: who acted, as whom. */
export const impersonationLog = pgTable(
  'impersonation_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code'),
    createdAt: createdAt(),
  },
  (t) => [
    index('impersonation_log_actor_id_idx').on(t.actorId),
    index('impersonation_log_student_id_idx').on(t.studentId),
  ],
);

/**
 * Failed password sign-ins per key, shared by every API process (`server/auth/sign-in-throttle/`):
 * `account-address:<ip> <e-mail>` and `address:<ip>` must wait after too many failures in the
 * window, longer each time; `account:<e-mail>` is never locked, it only slows answers down.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
