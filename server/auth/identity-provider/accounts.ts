import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../db/demo-accounts';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../passwords';

type UserRow = typeof users.$inferSelect;

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** The provider's view of a user: the account id is `users.subject`. */
export async function findAccount(db: Database, subject: string): Promise<Account | undefined> {
  const [user] = await db.select().from(users).where(eq(users.subject, subject)).limit(1);
  if (!user) return undefined;
  return {
    accountId: subject,
    claims: () => ({
      sub: subject,
      name: user.name,
      ...(user.email ? { email: user.email, username: user.email } : {}),
    }),
  };
}

/** The account id of a user who signs in; one is assigned on the first sign-in. */
export async function subjectFor(db: Database, user: UserRow): Promise<string> {
  if (user.subject) return user.subject;
  await db
    .update(users)
    .set({ subject: randomUUID(), updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.subject)));
  const [stored] = await db.select().from(users).where(eq(users.id, user.id));
  if (!stored?.subject) throw new Error(`user ${user.id} has no subject after assigning one`);
  return stored.subject;
}

let decoyHash: Promise<string> | undefined;

/**
 * The user with this e-mail and password, or undefined; takes as long either way. The shared demo
 * password is refused unless demo sign-in is on (`demoPassword`).
 */
export async function findUserByCredentials(
  db: Database,
  email: string,
  password: string,
  { demoPassword }: { demoPassword: boolean },
): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(byEmail(email.trim())).limit(1);
  if (!user?.passwordHash || (!demoPassword && password === DEMO_PASSWORD)) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await decoyHash);
    return undefined;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : undefined;
}

export type DemoSignIn = DemoAccount & { user: UserRow };

/**
 * The demo accounts offered for one-click sign-in: none when demo data or demo sign-in is off (a
 * PUBLIC_URL that is not loopback, unless DEMO_SIGN_IN=true), otherwise
 * those the demo seed created, in the order of DEMO_ACCOUNTS.
 */
export async function availableDemoAccounts(db: Database, config: Config): Promise<DemoSignIn[]> {
  if (config.seedDemo === false || !config.demoSignIn) return [];
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const rows = await db.select().from(users).where(inArray(users.email, emails));
  return DEMO_ACCOUNTS.flatMap((account) => {
    const user = rows.find((row) => row.email?.toLowerCase() === account.email.toLowerCase());
    return user ? [{ ...account, user }] : [];
  });
}
