import { eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { users } from '../db/schema';
import { findUserIdByEmail } from './users';

// A course platform's word on a person (LTI launch, Teachable sign-in): their name and e-mail. An
// e-mail another account already has is not taken: the platform's word does not claim an account.

export type PlatformPerson = { name: string | null; email: string | null };

const freeEmail = async (db: Executor, email: string | null) =>
  email !== null && (await findUserIdByEmail(db, email)) === null ? email : null;

/** The user a platform names for the first time, with the name and the e-mail if it is free. */
export async function createPlatformUser(db: Executor, person: PlatformPerson) {
  const [user] = await db
    .insert(users)
    .values({ name: person.name ?? '', email: await freeEmail(db, person.email) })
    .returning({ id: users.id });
  if (!user) throw new Error('the course platform’s user could not be stored');
  return user.id;
}

/**
 * A known user as the platform names them now: a changed name replaces theirs, an e-mail fills in
 * a missing one when it is free.
 */
export async function updatePlatformUser(
  db: Executor,
  known: { userId: number; name: string; email: string | null },
  person: PlatformPerson,
) {
  const changes: { name?: string; email?: string } = {};
  if (person.name !== null && person.name !== known.name) changes.name = person.name;
  const email = known.email === null ? await freeEmail(db, person.email) : null;
  if (email !== null) changes.email = email;
  if (Object.keys(changes).length === 0) return;
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, known.userId));
}
