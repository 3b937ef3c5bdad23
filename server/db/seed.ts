import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_PASS_MARK, Role } from '../../contract';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Database } from './client';
import { DEMO_ACCOUNTS, DEMO_CLASS_NAME, DEMO_PASSWORD } from './demo-accounts';
import {
  DEMO_CLASS_DESCRIPTION,
  DEMO_CLASS_SETTINGS,
  DEMO_JOIN_CODE,
  DEMO_FIGURES_PNG_BASE64,
  DEMO_TOPICS,
  type DemoTopic,
} from './demo-content';
import { saveFigure } from '../repositories/figures';
import { insertQuestion } from '../repositories/questions';
import { insertClassQuizzes, insertQuiz } from '../repositories/quizzes';
import type { Transaction } from './executor';
import { classes, flashcards, serverSecrets, topics, userRoles, users } from './schema';

/** The `server_secrets` row that records that the demo data was seeded (never seed twice). */
export const DEMO_SEEDED_MARKER = 'demo_seeded';

/**
 * Seeds the demo class and accounts when wanted: SEED_DEMO=true seeds once, SEED_DEMO=false never;
 * unset seeds only a brand-new embedded database (PGlite with no users yet).
 */
export async function seedDemoIfWanted(
  db: Database,
  config: Config,
  kind: 'pglite' | 'postgres',
): Promise<void> {
  if (config.seedDemo === false) return;
  if (config.seedDemo === undefined && kind !== 'pglite') return;
  // Cheap checks first, so a normal restart does not pay for a password hash.
  if (await alreadySeeded(db)) return;
  if (config.seedDemo === undefined && (await hasUsers(db))) return;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    if (config.seedDemo === undefined && (await hasUsers(tx))) return;
    // Claiming the marker first makes concurrent starts safe: the loser's insert finds the row.
    const claimed = await tx
      .insert(serverSecrets)
      .values({ name: DEMO_SEEDED_MARKER, value: { seeded_at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ name: serverSecrets.name });
    if (claimed.length === 0) return;
    await insertDemoData(tx, passwordHash);
  });
}

async function alreadySeeded(db: Database | Transaction) {
  const rows = await db
    .select({ name: serverSecrets.name })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, DEMO_SEEDED_MARKER));
  return rows.length > 0;
}

async function hasUsers(db: Database | Transaction) {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

async function insertDemoData(tx: Transaction, passwordHash: string) {
  const classId = await insertDemoClass(tx);
  await insertDemoAccounts(tx, classId, passwordHash);
  await insertDemoContent(tx, classId);
}

async function insertDemoClass(tx: Transaction) {
  const taken = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(eq(classes.joinCode, DEMO_JOIN_CODE));
  const joinCode =
    taken.length === 0
      ? DEMO_JOIN_CODE
      : `${DEMO_JOIN_CODE}-${randomBytes(3).toString('hex').toUpperCase()}`;
  const [created] = await tx
    .insert(classes)
    .values({
      name: DEMO_CLASS_NAME,
      description: DEMO_CLASS_DESCRIPTION,
      joinCode,
      settings: { ...DEMO_CLASS_SETTINGS },
    })
    .returning({ id: classes.id });
  if (!created) throw new Error('Creating the demo class returned no row');
  return created.id;
}

/** Creates the demo accounts and their roles; an account whose e-mail is already taken is left alone. */
async function insertDemoAccounts(tx: Transaction, classId: number, passwordHash: string) {
  const emails = DEMO_ACCOUNTS.map((account) => account.email.toLowerCase());
  const existing = await tx
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const takenEmails = new Set(existing.map((row) => row.email?.toLowerCase()));
  const accounts = DEMO_ACCOUNTS.filter((account) => !takenEmails.has(account.email.toLowerCase()));
  if (accounts.length === 0) return;

  const created = await tx
    .insert(users)
    .values(accounts.map((account) => ({ name: account.name, email: account.email, passwordHash })))
    .returning({ id: users.id, email: users.email });
  const idByEmail = new Map(created.map((row) => [row.email, row.id]));

  // One statement, rows in DEMO_ACCOUNTS order, so role ids (and "first role") are stable.
  await tx.insert(userRoles).values(
    accounts.map((account) => {
      const userId = idByEmail.get(account.email);
      if (userId === undefined) throw new Error(`Demo account ${account.email} was not created`);
      return account.role === Role.SUPERUSER
        ? { userId, role: Role.SUPERUSER, classId: null }
        : { userId, role: account.role, classId };
    }),
  );
}

async function insertDemoContent(tx: Transaction, classId: number) {
  const createdTopics = await tx
    .insert(topics)
    .values(
      DEMO_TOPICS.map((topic, index) => ({
        classId,
        position: index + 1,
        name: topic.name,
        description: topic.description,
      })),
    )
    .returning({ id: topics.id, position: topics.position });
  const topicIdByPosition = new Map(createdTopics.map((row) => [row.position, row.id]));
  const topicIdAt = (index: number) => {
    const id = topicIdByPosition.get(index + 1);
    if (id === undefined) throw new Error(`Demo topic ${index + 1} was not created`);
    return id;
  };

  const figureHashes = await insertDemoFigures(tx);
  for (const [index, topic] of DEMO_TOPICS.entries()) {
    const topicId = topicIdAt(index);
    for (const question of topic.questions) {
      await insertQuestion(tx, classId, {
        topicId,
        name: '',
        stem: question.stem,
        choices: question.choices.map(({ text, correct }) => ({ text, correct })),
        multipleResponse: question.multipleResponse ?? false,
        explanation: question.explanation,
        reference: question.reference,
        learningObjective: question.learningObjective,
        status: question.status ?? 'published',
        figureHash: question.figure ? (figureHashes.get(question.figure) ?? null) : null,
      });
    }
    await insertDemoQuiz(tx, classId, topicId, topic);
  }
  await insertClassQuizzes(tx, classId);

  await tx.insert(flashcards).values(
    DEMO_TOPICS.flatMap((topic, index) =>
      topic.flashcards.map((card) => ({
        classId,
        topicId: topicIdAt(index),
        front: card.front,
        back: card.back,
      })),
    ),
  );
}

/** The figures drawn for the demo class, stored by hash; their hashes by name. */
async function insertDemoFigures(tx: Transaction) {
  const hashes = new Map<string, string>();
  for (const [name, base64] of Object.entries(DEMO_FIGURES_PNG_BASE64)) {
    const data = Buffer.from(base64, 'base64');
    const hash = createHash('sha256').update(data).digest('hex');
    await saveFigure(tx, { hash, mediaType: 'image/png', size: data.length, data });
    hashes.set(name, hash);
  }
  return hashes;
}

/** One published practice quiz per topic: up to 10 of its published questions drawn at random. */
async function insertDemoQuiz(tx: Transaction, classId: number, topicId: number, topic: DemoTopic) {
  const published = topic.questions.filter((question) => question.status !== 'draft').length;
  await insertQuiz(
    tx,
    {
      classId,
      topicId,
      kind: 'practice',
      title: `${topic.name}: practice`,
      selection: 'random',
      randomCount: Math.min(10, published),
      timeLimitMinutes: null,
      passMark: DEFAULT_PASS_MARK,
      shuffleQuestions: true,
      shuffleChoices: true,
      explanationMode: 'immediate',
      status: 'published',
    },
    [],
  );
}
