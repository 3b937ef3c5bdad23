import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { ltiPeople, users } from '../../../db/schema';

/** The name a person gets while the platform has told us none. */
export const UNNAMED_PERSON = 'Unnamed course member';

export type KnownPerson = { userId: number; name: string; email: string | null };

/** The users behind these platform subjects, by subject. */
export async function knownPeople(db: Executor, issuer: string, subjects: string[]) {
  const found = new Map<string, KnownPerson>();
  if (subjects.length === 0) return found;
  const rows = await db
    .select({ subject: ltiPeople.subject, userId: users.id, name: users.name, email: users.email })
    .from(ltiPeople)
    .innerJoin(users, eq(users.id, ltiPeople.userId))
    .where(and(eq(ltiPeople.issuer, issuer), inArray(ltiPeople.subject, subjects)));
  for (const { subject, ...person } of rows) found.set(subject, person);
  return found;
}

/**
 * A person the platform named who never launched: a new user, linked by (issuer, sub), with the
 * e-mail only when no other account has it (a platform's word is no proof of owning an address).
 */
export async function addPlatformPerson(
  db: Executor,
  issuer: string,
  subject: string,
  fields: { name: string | null; email: string | null },
) {
  const name = fields.name ?? UNNAMED_PERSON;
  let [row] = fields.email
    ? await db
        .insert(users)
        .values({ name, email: fields.email })
        .onConflictDoNothing()
        .returning({ id: users.id })
    : [];
  if (!row) [row] = await db.insert(users).values({ name }).returning({ id: users.id });
  if (!row) throw new Error('the platform person could not be stored');
  await db.insert(ltiPeople).values({ issuer, subject, userId: row.id });
  return row.id;
}

/** The platform's name, and its e-mail where the user has none and nobody else has it. */
export async function fillPersonDetails(
  db: Executor,
  person: KnownPerson,
  fields: { name: string | null; email: string | null },
) {
  const name = fields.name && fields.name !== person.name ? fields.name : null;
  const email =
    fields.email && person.email === null && !(await emailTaken(db, fields.email))
      ? fields.email
      : null;
  if (!name && !email) return false;
  await db
    .update(users)
    .set({ ...(name ? { name } : {}), ...(email ? { email } : {}), updatedAt: new Date() })
    .where(eq(users.id, person.userId));
  return true;
}

async function emailTaken(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row !== undefined;
}
