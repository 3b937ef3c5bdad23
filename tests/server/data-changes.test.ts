import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_TABLES } from '../../server/auth/sessions';
import { openDatabase, type DatabaseConnection } from '../../server/db/client';
import { ANY_TABLE, type DataChanges } from '../../server/db/data-changes';
import { rowsOf } from '../../server/db/raw-rows';
import { classes, trackingEvents } from '../../server/db/schema';
import { STUDENT_CLASS_LIST_TABLES } from '../../server/services/classes/student-classes';
import { createClassRow } from './helpers/auth-fixtures';
import {
  createPostgresTestDatabase,
  createTestDatabase,
  type PostgresTestDatabase,
} from './helpers/test-database';

/** Every table announced to `changes` from now on, in order. */
function heardBy(changes: DataChanges) {
  const heard: string[] = [];
  changes.subscribe((table) => heard.push(table));
  return heard;
}

/** Resolves when `changes` hears of `table` (each connection of a pool hears every notice). */
const announcementOf = (changes: DataChanges, table: string) =>
  new Promise<void>((resolve) => {
    const stop = changes.subscribe((heard) => {
      if (heard !== table) return;
      stop();
      resolve();
    });
  });

describe('committed writes are announced', () => {
  let connection: DatabaseConnection;
  let classId: number;
  beforeAll(async () => {
    connection = await createTestDatabase();
    classId = await createClassRow(connection.db);
  });
  afterAll(() => connection.close());

  const rename = (db: DatabaseConnection['db'], name: string) =>
    db.update(classes).set({ name }).where(eq(classes.id, classId));

  it('with the table, before the write returns to this process', async () => {
    const heard = heardBy(connection.changes);
    await rename(connection.db, 'Navigation');
    expect(heard).toEqual(['classes']);
    expect(connection.changes.listening).toBe(true);
  });

  it('once a transaction commits, and never when it rolls back', async () => {
    const heard = heardBy(connection.changes);
    await connection.db.transaction(async (tx) => {
      await rename(tx, 'Weather');
      await rename(tx, 'Weather theory');
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['classes']);
    await connection.db
      .transaction(async (tx) => {
        await rename(tx, 'Never');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(heard).toEqual(['classes']);
  });

  it('not for tables that no kept read comes from', async () => {
    const heard = heardBy(connection.changes);
    await connection.db.insert(trackingEvents).values({ name: 'Init' });
    expect(heard).toEqual([]);
  });

  it('for every table a kept read comes from: sessions when they change or end, the rest always', async () => {
    const rows = rowsOf<{ table: string; event: string }>(
      await connection.db.execute(sql`
        select event_object_table as table, event_manipulation as event
        from information_schema.triggers
        where action_statement like '%announce_data_change%'`),
    );
    const events = (table: string) =>
      rows
        .filter((row) => row.table === table)
        .map((row) => row.event)
        .sort();
    for (const table of new Set([...AUTHENTICATION_TABLES, ...STUDENT_CLASS_LIST_TABLES])) {
      expect(events(table), table).toEqual(
        table === 'sessions' ? ['DELETE', 'UPDATE'] : ['DELETE', 'INSERT', 'UPDATE'],
      );
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL: several server processes', () => {
  let database: PostgresTestDatabase;
  let first: DatabaseConnection;
  let second: DatabaseConnection;
  let classId: number;

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    const target = { kind: 'postgres', url: database.url, poolSize: 2 } as const;
    first = await openDatabase(target);
    second = await openDatabase(target);
    classId = await createClassRow(first.db);
  });
  afterAll(async () => {
    await first.close();
    await second.close().catch(() => undefined);
    await database.drop();
  });

  it("hear each other's writes", async () => {
    const heard = announcementOf(second.changes, 'classes');
    await first.db.update(classes).set({ name: 'Airspace' }).where(eq(classes.id, classId));
    await heard;
  });

  it('announce that changes may go unheard once no connection listens', async () => {
    expect(second.changes.listening).toBe(true);
    const heard = announcementOf(second.changes, ANY_TABLE);
    await second.close();
    await heard;
    expect(second.changes.listening).toBe(false);
  });
});

describe('the embedded database and PostgreSQL alike', () => {
  it('open with a listening change feed', async () => {
    const connection = await createTestDatabase();
    await connection.db.execute(sql`select 1`); // a PostgreSQL pool listens once it has a connection
    expect(connection.changes.listening).toBe(true);
    await connection.close();
  });
});
