import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { CSRF_COOKIE, Header, Role, SESSION_COOKIE } from '../../../contract';
import { loadSigningKeys } from '../../../server/auth/identity-provider/keys';
import { openSession } from '../../../server/auth/sessions';
import type { Config } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { classes, userRoles, users } from '../../../server/db/schema';
import type { TestApp } from './test-app';

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;

export async function createUser(
  db: Database,
  fields: { name?: string; email?: string | null; subject?: string | null } = {},
) {
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({
      name: fields.name ?? `User ${id}`,
      email: fields.email === undefined ? `user-${id}@example.test` : fields.email,
      subject: fields.subject === undefined ? `subject-${id}` : fields.subject,
    })
    .returning({ id: users.id, subject: users.subject });
  if (!row) throw new Error('user not created');
  return row;
}

export async function createClassRow(db: Database, name = `Class ${unique()}`) {
  const [row] = await db
    .insert(classes)
    .values({ name, joinCode: `J${unique()}` })
    .returning({ id: classes.id });
  if (!row) throw new Error('class not created');
  return row.id;
}

export async function grantRole(db: Database, userId: number, role: Role, classId: number | null) {
  await db.insert(userRoles).values({ userId, role, classId });
}

/**
 * A small school: class A (teacher, student), class B (otherTeacher, otherStudent), a superuser
 * and a user without roles.
 */
export async function createSchool(db: Database) {
  const classA = await createClassRow(db, 'A class');
  const classB = await createClassRow(db, 'B class');
  const superuser = await createUser(db, { name: 'Super User' });
  const teacher = await createUser(db, { name: 'Teacher A' });
  const student = await createUser(db, { name: 'Student A' });
  const otherTeacher = await createUser(db, { name: 'Teacher B' });
  const otherStudent = await createUser(db, { name: 'Student B' });
  const noRoles = await createUser(db, { name: 'No Roles' });
  await grantRole(db, superuser.id, Role.SUPERUSER, null);
  await grantRole(db, teacher.id, Role.TEACHER, classA);
  await grantRole(db, student.id, Role.STUDENT, classA);
  await grantRole(db, otherTeacher.id, Role.TEACHER, classB);
  await grantRole(db, otherStudent.id, Role.STUDENT, classB);
  return { classA, classB, superuser, teacher, student, otherTeacher, otherStudent, noRoles };
}

export type CookieSession = {
  sessionId: string;
  csrfToken: string;
  /** Headers of a cookie-session call (lms), including the CSRF token. */
  headers: Record<string, string>;
};

/** Opens a server session for the user, as the lms exchange would. */
export async function cookieSessionFor(
  db: Database,
  userId: number,
  options: { now?: Date } = {},
): Promise<CookieSession> {
  const { id, session } = await openSession(db, userId, 'lms', options);
  return {
    sessionId: id,
    csrfToken: session.csrfToken,
    headers: {
      [Header.AUTH_METHOD]: 'lms',
      cookie: `${SESSION_COOKIE}=${id}; ${CSRF_COOKIE}=${session.csrfToken}`,
      [Header.CSRF_TOKEN]: session.csrfToken,
    },
  };
}

/** An access token signed with the built-in provider's own key (what the SPA would send). */
export async function builtInAccessToken(
  db: Database,
  config: Config,
  subject: string,
  options: {
    claims?: JWTPayload;
    issuedAt?: number;
    expiresAt?: number;
    audience?: string;
    issuer?: string;
  } = {},
) {
  const { keys } = await loadSigningKeys(db);
  const jwk = keys[0];
  if (!jwk?.kid) throw new Error('no signing key');
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...options.claims })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setSubject(subject)
    .setIssuer(options.issuer ?? config.identity.issuer)
    .setAudience(options.audience ?? config.identity.apiResource)
    .setIssuedAt(options.issuedAt ?? now)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(key);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Bearer headers for a user of the built-in provider. */
export async function bearerFor(db: Database, config: Config, subject: string | null) {
  if (!subject) throw new Error('user has no subject');
  return bearer(await builtInAccessToken(db, config, subject));
}

/** Calls `t`'s API as `user`, with a bearer token of theirs. */
export async function callAs(
  t: TestApp,
  user: { subject: string | null },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: await bearerFor(t.db, t.config, user.subject),
    ...(payload === undefined ? {} : { payload }),
  });
}
