import { eq, lt, sql } from 'drizzle-orm';
import type { AuthMethod, RoleEntry } from '../../contract';
import { pendingInvitationsColumn } from '../repositories/members';
import { rolesColumn, toRoleEntries } from '../repositories/users';
import { builtOnce } from '../db/built-once';
import type { ReadCache } from '../db/read-cache';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { randomToken, sha256 } from './secrets';

/** A cookie session lasts 24 hours from sign-in, like the LMS token that usually opens it. */
export const SESSION_VALIDITY_MS = 24 * 60 * 60 * 1000;

export type Session = {
  idHash: string;
  userId: number;
  authMethod: AuthMethod;
  csrfToken: string;
  expiresAt: Date;
};

/** Opens a server session; the returned `id` goes into the cookie and is never stored. */
export async function openSession(
  db: Database,
  userId: number,
  authMethod: Exclude<AuthMethod, 'logto'>,
  options: { now?: Date } = {},
): Promise<{ id: string; session: Session }> {
  const now = options.now ?? new Date();
  const id = randomToken();
  const session: Session = {
    idHash: sha256(id),
    userId,
    authMethod,
    csrfToken: randomToken(),
    expiresAt: new Date(now.getTime() + SESSION_VALIDITY_MS),
  };
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.insert(sessions).values({ ...session, createdAt: now, lastSeenAt: now });
  return { id, session };
}

const sessionWithRoles = builtOnce((db) =>
  db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      authMethod: sessions.authMethod,
      csrfToken: sessions.csrfToken,
      expiresAt: sessions.expiresAt,
      roles: rolesColumn(sessions.userId),
      invited: pendingInvitationsColumn(sessions.userId),
    })
    .from(sessions)
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('session_with_roles'),
);

/** A session as the authentication query reads it: with its user's roles and waiting invitations. */
export type SessionWithRoles = Session & { roles: RoleEntry[]; invited: boolean };

/** The tables the authentication query reads: a write to any of them drops its kept copies. */
export const AUTHENTICATION_TABLES = ['sessions', 'users', 'user_roles', 'class_invitations'];

async function readSession(db: Database, idHash: string): Promise<SessionWithRoles | null> {
  const [row] = await sessionWithRoles(db).execute({ idHash });
  if (!row) return null;
  return {
    idHash: row.idHash,
    userId: row.userId,
    authMethod: row.authMethod === 'teachable' ? 'teachable' : 'lms',
    csrfToken: row.csrfToken,
    expiresAt: row.expiresAt,
    roles: toRoleEntries(row.roles),
    invited: row.invited,
  };
}

/**
 * The live session behind a cookie value, with its user's roles (one query for the whole
 * authentication of a request, or none while `kept` holds a copy); 'expired' (and removed) when
 * past its time.
 */
export async function findSession(
  db: Database,
  id: string,
  options: { now?: Date; kept?: ReadCache<SessionWithRoles> } = {},
): Promise<SessionWithRoles | 'expired' | null> {
  const now = options.now ?? new Date();
  const idHash = sha256(id);
  const session = options.kept
    ? await options.kept.read(
        idHash,
        now.getTime(),
        () => readSession(db, idHash),
        (kept) => kept.expiresAt.getTime(),
      )
    : await readSession(db, idHash);
  if (!session) return null;
  if (session.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.idHash, session.idHash));
    return 'expired';
  }
  return session;
}

export async function endSession(db: Database, session: Pick<Session, 'idHash'>) {
  await db.delete(sessions).where(eq(sessions.idHash, session.idHash));
}
