import {
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
import { attempts } from './schema-attempts';
import { classes, users } from './schema-accounts';

// LTI 1.3 (`server/course-platforms/lti/`): registrations, launch state, people and courses as
// the platforms name them, placed resources, and the score outbox.

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

/**
 * The tool's own RS256 keys. The newest active key signs; every key not yet removed is published
 * in `/lti/jwks`, so a retired key still verifies what it signed while platforms refresh their copy.
 */
export const ltiToolKeys = pgTable('lti_tool_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  /** Set: no longer signs; still published until `removed_at`. */
  retiredAt: at('retired_at'),
  /** Set: no longer published. */
  removedAt: at('removed_at'),
});

/** A platform registration: one (issuer, client id) pair, added by hand or by dynamic registration. */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: serial('id').primaryKey(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** OIDC authorization endpoint (where the login initiation sends the browser). */
    authUrl: text('auth_url').notNull(),
    /** OAuth 2 token endpoint (client-credentials grant for AGS and NRPS). */
    tokenUrl: text('token_url').notNull(),
    jwksUrl: text('jwks_url').notNull(),
    /** What the platform calls itself (dynamic registration's product family, or typed by hand). */
    name: text('name').notNull().default(''),
    /** 'manual' or 'dynamic'. */
    registeredBy: text('registered_by').notNull().default('manual'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('lti_platforms_issuer_client_unique').on(t.issuer, t.clientId)],
);

/** Deployments a platform registration may launch from (Canvas gives one client several). */
export const ltiDeployments = pgTable(
  'lti_deployments',
  {
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    deploymentId: text('deployment_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.deploymentId] })],
);

/** The platform's key set as last fetched, kept by the key-set cache rules. */
export const ltiPlatformKeySets = pgTable('lti_platform_key_sets', {
  platformId: integer('platform_id')
    .primaryKey()
    .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  jwks: jsonb('jwks').$type<{ keys: Record<string, unknown>[] }>().notNull(),
  fetchedAt: at('fetched_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * One login initiation: the state and nonce the tool sent to the platform's auth endpoint. Used
 * once: a launch consumes its state (and so its nonce) by a conditional update.
 */
export const ltiLaunchStates = pgTable(
  'lti_launch_states',
  {
    /** sha256 of the state value; the browser holds the value (cookie or platform storage). */
    stateHash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull().unique(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    targetLinkUri: text('target_link_uri').notNull(),
    /** Set when the platform offered `lti_storage_target` and the state went there. */
    storageTarget: text('storage_target'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('lti_launch_states_expires_at_idx').on(t.expiresAt)],
);

/** A person as a platform names them: (issuer, sub) → user. */
export const ltiPeople = pgTable(
  'lti_people',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    index('lti_people_user_id_idx').on(t.userId),
  ],
);

/**
 * A course as a platform names it: (issuer, deployment, context id) → class, with the service
 * endpoints its launches carried (AGS line items, NRPS memberships).
 */
export const ltiContexts = pgTable(
  'lti_contexts',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    deploymentId: text('deployment_id').notNull(),
    contextId: text('context_id').notNull(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    /** AGS `lineitems` URL, when the platform offers it. */
    lineItemsUrl: text('line_items_url'),
    /** AGS scopes the platform granted for this context. */
    agsScopes: jsonb('ags_scopes').$type<string[]>().notNull().default([]),
    /** NRPS `context_memberships_url`, when the platform offers it. */
    membershipsUrl: text('memberships_url'),
    rosterSyncedAt: at('roster_synced_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lti_contexts_key_idx').on(t.issuer, t.deploymentId, t.contextId),
    index('lti_contexts_class_id_idx').on(t.classId),
  ],
);

/** What a placed link opens: a quiz (the final exam is one) or a class's flashcards (all or one topic). */
export type LtiLinkTarget =
  { kind: 'quiz'; quizId: number } | { kind: 'flashcards'; topicId: number | null };

/** A resource link placed in a course (deep linking or by hand): what it opens, its gradebook column. */
export const ltiResourceLinks = pgTable(
  'lti_resource_links',
  {
    id: serial('id').primaryKey(),
    contextId: integer('context_id')
      .notNull()
      .references(() => ltiContexts.id, { onDelete: 'cascade' }),
    resourceLinkId: text('resource_link_id').notNull(),
    /** Null until the link is known to open something (a link placed without deep linking). */
    target: jsonb('target').$type<LtiLinkTarget>(),
    /** The AGS line item (gradebook column) scores of this link go to. */
    lineItemUrl: text('line_item_url'),
    title: text('title').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lti_resource_links_key_idx').on(t.contextId, t.resourceLinkId)],
);

/**
 * Scores waiting to reach a platform's gradebook. A row is written in the transaction that closes
 * the attempt; a periodic job sends it (FOR UPDATE SKIP LOCKED), retrying with backoff.
 */
export const ltiScoreOutbox = pgTable(
  'lti_score_outbox',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceLinkId: integer('resource_link_id')
      .notNull()
      .references(() => ltiResourceLinks.id, { onDelete: 'cascade' }),
    /** The score body as sent (`application/vnd.ims.lis.v1.score+json`). */
    score: jsonb('score').$type<Record<string, unknown>>().notNull(),
    /**
     * 'pending', 'sent', 'failed' (gave up after the last retry; a teacher can send again) or
     * 'superseded' (a newer attempt's score of the same link replaced it before it was sent).
     */
    status: text('status').notNull().default('pending'),
    tries: smallint('tries').notNull().default(0),
    nextTryAt: at('next_try_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lti_score_outbox_due_idx').on(t.status, t.nextTryAt),
    index('lti_score_outbox_user_id_idx').on(t.userId),
    uniqueIndex('lti_score_outbox_attempt_idx').on(t.attemptId, t.resourceLinkId),
  ],
);

/** Refused launches, for the superuser's "Course platforms" screen. Never holds a token. */
export const ltiLaunchFailures = pgTable(
  'lti_launch_failures',
  {
    id: serial('id').primaryKey(),
    issuer: text('issuer'),
    clientId: text('client_id'),
    deploymentId: text('deployment_id'),
    /** A stable reason code (e.g. `unknown_kid`, `nonce_replayed`). */
    reason: text('reason').notNull(),
    /** The words the launch page showed. */
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lti_launch_failures_created_at_idx').on(t.createdAt)],
);
