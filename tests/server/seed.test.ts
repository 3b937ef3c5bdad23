import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { ACS_CODE } from '../../contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/passwords';
import type { Database, DatabaseConnection } from '../../server/db/client';
import { DEMO_ACCOUNTS, DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../server/db/demo-accounts';
import { DEMO_TOPICS } from '../../server/db/demo-content';
import {
  classes,
  figures,
  flashcards,
  questions,
  questionVersions,
  quizzes,
  serverSecrets,
  topics,
  userRoles,
  users,
} from '../../server/db/schema';
import { DEMO_SEEDED_MARKER, seedDemoIfWanted } from '../../server/db/seed';
import { testConfig } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

const defaultConfig = testConfig();
const seedOn = testConfig({ SEED_DEMO: 'true' });
const seedOff = testConfig({ SEED_DEMO: 'false' });

async function countRows(db: Database) {
  return {
    users: await db.$count(users),
    roles: await db.$count(userRoles),
    classes: await db.$count(classes),
    topics: await db.$count(topics),
    questions: await db.$count(questions),
    flashcards: await db.$count(flashcards),
  };
}

const EMPTY = { users: 0, roles: 0, classes: 0, topics: 0, questions: 0, flashcards: 0 };

/** A fresh, migrated, empty database per test, or one shared by the tests of a describe block. */
function useDatabase(per: 'test' | 'block', prepare?: (db: Database) => Promise<void>) {
  let connection: DatabaseConnection | undefined;
  const open = async () => {
    connection = await createTestDatabase();
    await prepare?.(connection.db);
  };
  const close = async () => {
    await connection?.close();
    connection = undefined;
  };
  if (per === 'block') {
    beforeAll(open);
    afterAll(close);
  } else {
    beforeEach(open);
    afterEach(close);
  }
  return () => {
    if (!connection) throw new Error('No test database open');
    return connection.db;
  };
}

describe('seedDemoIfWanted', () => {
  describe('seeding a brand-new embedded database (SEED_DEMO unset)', () => {
    // Read-only checks share one seeded database; tests that change data open their own.
    const database = useDatabase('block', (db) => seedDemoIfWanted(db, defaultConfig, 'pglite'));

    it('creates one superuser, two teachers and five students with their roles', async () => {
      const db = database();
      const rows = await db
        .select({ email: users.email, role: userRoles.role, classId: userRoles.classId })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .orderBy(asc(userRoles.id));
      const [demoClass] = await db.select().from(classes);

      expect(rows.map((row) => row.email)).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
      expect(rows.filter((row) => row.role === 3)).toEqual([
        { email: DEMO_ACCOUNTS[0]?.email, role: 3, classId: null },
      ]);
      expect(rows.filter((row) => row.role === 2)).toHaveLength(2);
      expect(rows.filter((row) => row.role === 1)).toHaveLength(5);
      expect(
        rows.filter((row) => row.role !== 3).every((row) => row.classId === demoClass?.id),
      ).toBe(true);
      const accounts = await db.select({ subject: users.subject }).from(users);
      expect(accounts.every((account) => account.subject === null)).toBe(true);
    });

    it('creates the demo class with a join code and its settings', async () => {
      const db = database();
      const all = await db.select().from(classes);
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({
        name: DEMO_CLASS_NAME,
        joinCode: 'PPL-DEMO',
        archived: false,
        settings: {
          points_enabled: true,
          badges_enabled: true,
          new_flashcards_per_day: 20,
          explanation_mode: 'immediate',
        },
      });
      expect(all[0]?.description.length).toBeGreaterThan(20);
    });

    it('creates at least 6 described topics numbered 1..N', async () => {
      const db = database();
      const rows = await db.select().from(topics).orderBy(asc(topics.position));
      expect(rows.length).toBeGreaterThanOrEqual(6);
      expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1));
      expect(rows.every((row) => row.description.length > 0)).toBe(true);
    });

    it('creates at least 60 complete published questions, spread over every topic', async () => {
      const db = database();
      const published = await db.select().from(questions).where(eq(questions.status, 'published'));
      expect(published.length).toBeGreaterThanOrEqual(60);
      for (const question of published) {
        expect(question.explanation, question.stem).not.toBe('');
        expect(question.reference, question.stem).not.toBe('');
        expect(question.learningObjective, question.stem).toMatch(/^PA\.[IVX]+\.[A-Z]\.[KRS]\d+/);
      }
      const topicIds = new Set(published.map((question) => question.topicId));
      expect(topicIds.size).toBe((await db.select().from(topics)).length);
    });

    it('gives each question 2–6 choices, exactly one correct unless it is multiple-response', async () => {
      const db = database();
      const all = await db.select().from(questions);
      for (const question of all) {
        const correct = question.choices.filter((choice) => choice.correct).length;
        expect(question.choices.length, question.stem).toBeGreaterThanOrEqual(2);
        expect(question.choices.length, question.stem).toBeLessThanOrEqual(6);
        if (question.multipleResponse) expect(correct, question.stem).toBeGreaterThanOrEqual(2);
        else expect(correct, question.stem).toBe(1);
      }
      expect(all.some((question) => question.multipleResponse)).toBe(true);
    });

    it('keeps a few draft questions that are not published', async () => {
      const db = database();
      const drafts = await db.select().from(questions).where(eq(questions.status, 'draft'));
      expect(drafts.length).toBeGreaterThanOrEqual(1);
    });

    it('gives every question its first version', async () => {
      const db = database();
      expect(await db.$count(questionVersions)).toBe(await db.$count(questions));
    });

    it('draws at least 5 questions on figures drawn for the project, stored as PNG', async () => {
      const db = database();
      const withFigures = await db.select().from(questions).where(isNotNull(questions.figureHash));
      expect(withFigures.length).toBeGreaterThanOrEqual(5);
      const stored = await db.select({ mediaType: figures.mediaType }).from(figures);
      expect(stored.every((figure) => figure.mediaType === 'image/png')).toBe(true);
    });

    it('publishes at least one practice quiz per topic, and the final and drill quizzes', async () => {
      const db = database();
      const rows = await db.select().from(quizzes);
      const practiceTopics = new Set(
        rows
          .filter((quiz) => quiz.kind === 'practice' && quiz.status === 'published')
          .map((quiz) => quiz.topicId),
      );
      expect(practiceTopics.size).toBe(await db.$count(topics));
      expect(
        rows
          .filter((quiz) => quiz.kind !== 'practice')
          .map((quiz) => quiz.kind)
          .sort(),
      ).toEqual(['drill', 'final']);
    });

    it('creates at least 40 flashcards spread over the topics', async () => {
      const db = database();
      const cards = await db.select().from(flashcards);
      expect(cards.length).toBeGreaterThanOrEqual(40);
      expect(cards.every((card) => card.front !== '' && card.back !== '')).toBe(true);
      expect(new Set(cards.map((card) => card.topicId)).size).toBeGreaterThanOrEqual(6);
    });

    it('stores a scrypt hash of the demo password, never the password itself', async () => {
      const db = database();
      const accounts = await db.select({ passwordHash: users.passwordHash }).from(users);
      for (const { passwordHash } of accounts) {
        expect(passwordHash).not.toBeNull();
        expect(passwordHash).not.toContain(DEMO_PASSWORD);
        expect(await verifyPassword(DEMO_PASSWORD, passwordHash ?? '')).toBe(true);
        expect(await verifyPassword('wrong password', passwordHash ?? '')).toBe(false);
      }
    });

    it('records that it seeded, with the time', async () => {
      const db = database();
      const [marker] = await db
        .select()
        .from(serverSecrets)
        .where(eq(serverSecrets.name, DEMO_SEEDED_MARKER));
      expect(marker?.value).toEqual({ seeded_at: expect.any(String) });
      expect(Number.isNaN(Date.parse((marker?.value as { seeded_at: string }).seeded_at))).toBe(
        false,
      );
    });
  });

  describe('never seeding twice', () => {
    const database = useDatabase('test', (db) => seedDemoIfWanted(db, defaultConfig, 'pglite'));

    it('seeds nothing more when called again, even with SEED_DEMO=true', async () => {
      const db = database();
      const before = await countRows(db);
      await seedDemoIfWanted(db, defaultConfig, 'pglite');
      await seedDemoIfWanted(db, seedOn, 'pglite');
      await seedDemoIfWanted(db, seedOn, 'postgres');
      expect(await countRows(db)).toEqual(before);
    });

    it('does not seed again after all its users were deleted', async () => {
      const db = database();
      await db.delete(users);
      await seedDemoIfWanted(db, defaultConfig, 'pglite');
      await seedDemoIfWanted(db, seedOn, 'pglite');
      expect((await countRows(db)).users).toBe(0);
    });
  });

  describe('when not to seed', () => {
    const database = useDatabase('test');

    it('seeds nothing with SEED_DEMO=false', async () => {
      const db = database();
      await seedDemoIfWanted(db, seedOff, 'pglite');
      expect(await countRows(db)).toEqual(EMPTY);
    });

    it('seeds nothing on PostgreSQL unless SEED_DEMO=true', async () => {
      const db = database();
      await seedDemoIfWanted(db, defaultConfig, 'postgres');
      expect(await countRows(db)).toEqual(EMPTY);
    });

    it('seeds nothing into an embedded database that already has a user (SEED_DEMO unset)', async () => {
      const db = database();
      await db.insert(users).values({ name: 'Existing Pilot', email: 'pilot@example.com' });
      await seedDemoIfWanted(db, defaultConfig, 'pglite');
      expect(await countRows(db)).toEqual({ ...EMPTY, users: 1 });
    });
  });

  describe('SEED_DEMO=true', () => {
    const database = useDatabase('test');

    it('seeds PostgreSQL too, leaving existing people and classes alone', async () => {
      const db = database();
      const [existing] = await db
        .insert(users)
        .values({ name: 'Existing Pilot', email: 'pilot@example.com' })
        .returning();
      const [otherClass] = await db
        .insert(classes)
        .values({ name: 'Instrument Rating', joinCode: 'PPL-DEMO' })
        .returning();

      await seedDemoIfWanted(db, seedOn, 'postgres');

      const counts = await countRows(db);
      expect(counts.users).toBe(1 + DEMO_ACCOUNTS.length);
      expect(counts.classes).toBe(2);
      const [kept] = await db
        .select()
        .from(users)
        .where(eq(users.id, existing?.id ?? 0));
      expect(kept).toEqual(existing);
      const [keptClass] = await db
        .select()
        .from(classes)
        .where(eq(classes.id, otherClass?.id ?? 0));
      expect(keptClass).toEqual(otherClass);
      expect(
        await db
          .select()
          .from(userRoles)
          .where(eq(userRoles.userId, existing?.id ?? 0)),
      ).toEqual([]);
      const [demoClass] = await db.select().from(classes).where(eq(classes.name, DEMO_CLASS_NAME));
      expect(demoClass?.joinCode).toMatch(/^PPL-DEMO-[0-9A-F]{6}$/);
    });

    it('leaves an existing account with a demo e-mail as it is', async () => {
      const db = database();
      const demoEmail = DEMO_ACCOUNTS[3]?.email ?? '';
      const [existing] = await db
        .insert(users)
        .values({ name: 'Someone Else', email: demoEmail.toUpperCase() })
        .returning();

      await seedDemoIfWanted(db, seedOn, 'pglite');

      const [kept] = await db
        .select()
        .from(users)
        .where(eq(users.id, existing?.id ?? 0));
      expect(kept).toEqual(existing);
      expect((await countRows(db)).users).toBe(DEMO_ACCOUNTS.length);
      expect(
        await db
          .select()
          .from(userRoles)
          .where(eq(userRoles.userId, existing?.id ?? 0)),
      ).toEqual([]);
    });

    it('seeds once when two starts race each other', async () => {
      const db = database();
      await Promise.all([
        seedDemoIfWanted(db, seedOn, 'postgres'),
        seedDemoIfWanted(db, seedOn, 'postgres'),
      ]);
      const counts = await countRows(db);
      expect(counts.classes).toBe(1);
      expect(counts.users).toBe(DEMO_ACCOUNTS.length);
    });

    it('seeds everything or nothing: a failure part-way leaves no trace', async () => {
      const db = database();
      await db.execute(
        sql`alter table flashcards add constraint seed_test_refuse check (false) not valid`,
      );
      await expect(seedDemoIfWanted(db, seedOn, 'pglite')).rejects.toThrow();
      expect(await countRows(db)).toEqual(EMPTY);
      expect(await db.select().from(serverSecrets)).toEqual([]);

      await db.execute(sql`alter table flashcards drop constraint seed_test_refuse`);
      await seedDemoIfWanted(db, seedOn, 'pglite');
      expect((await countRows(db)).flashcards).toBeGreaterThanOrEqual(40);
    });
  });
});

describe('demo content', () => {
  it('has no duplicate topic names, question stems or flashcard fronts', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(DEMO_TOPICS.map((topic) => topic.name))).toBe(true);
    expect(unique(DEMO_TOPICS.flatMap((topic) => topic.questions.map((q) => q.stem)))).toBe(true);
    expect(unique(DEMO_TOPICS.flatMap((topic) => topic.flashcards.map((c) => c.front)))).toBe(true);
  });

  it('gives every question an ACS learning-objective code', () => {
    for (const question of DEMO_TOPICS.flatMap((topic) => topic.questions)) {
      expect(question.learningObjective, question.stem).toMatch(ACS_CODE);
    }
  });

  it('has no duplicate choices within a question', () => {
    for (const question of DEMO_TOPICS.flatMap((topic) => topic.questions)) {
      const texts = question.choices.map((choice) => choice.text);
      expect(new Set(texts).size, question.stem).toBe(texts.length);
    }
  });
});
