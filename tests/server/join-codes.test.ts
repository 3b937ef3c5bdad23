import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../server/db/client';
import { classes } from '../../server/db/schema';
import { createClass, getClass, regenerateJoinCode } from '../../server/repositories/classes';
import { createTestDatabase } from './helpers/test-database';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());

let serial = 0;
const freshCode = () => `FRESH${(serial += 1)}`;
/** Hands out the given codes in turn. */
const codesInTurn =
  (...codes: string[]) =>
  () =>
    codes.shift() ?? freshCode();

const joinCodeOf = async (classId: number) =>
  (await getClass(connection.db, classId, 'authoring'))?.joinCode;

describe('join codes are unique (the unique index decides, a taken code is drawn again)', () => {
  it('a new class never gets a code another class has', async () => {
    const { db } = connection;
    const taken = await createClass(db, { name: 'Taken', description: '' }, codesInTurn('TAKEN1'));
    const next = freshCode();
    const classId = await createClass(
      db,
      { name: 'New', description: '' },
      codesInTurn('TAKEN1', next),
    );
    expect(await joinCodeOf(taken)).toBe('TAKEN1');
    expect(await joinCodeOf(classId)).toBe(next);
  });

  it('a regenerated code never takes another class’s, and is switched on', async () => {
    const { db } = connection;
    const other = await createClass(db, { name: 'Other', description: '' }, codesInTurn('OTHER1'));
    const classId = await createClass(db, { name: 'Mine', description: '' });
    await db.update(classes).set({ joinCodeEnabled: false }).where(eq(classes.id, classId));
    const next = freshCode();
    await regenerateJoinCode(db, classId, codesInTurn('OTHER1', next));
    expect(await joinCodeOf(other)).toBe('OTHER1');
    expect(await getClass(db, classId, 'authoring')).toMatchObject({
      joinCode: next,
      joinCodeEnabled: true,
    });
  });

  it('a taken code inside the caller’s transaction leaves that transaction usable', async () => {
    const { db } = connection;
    await createClass(db, { name: 'First', description: '' }, codesInTurn('INTX1'));
    const next = freshCode();
    const classId = await db.transaction(async (tx) => {
      const id = await createClass(
        tx,
        { name: 'Second', description: '' },
        codesInTurn('INTX1', next),
      );
      await tx.update(classes).set({ description: 'written after' }).where(eq(classes.id, id));
      return id;
    });
    expect(await getClass(db, classId, 'authoring')).toMatchObject({
      joinCode: next,
      description: 'written after',
    });
  });

  it('gives up after a few taken codes rather than looping', async () => {
    const { db } = connection;
    await createClass(db, { name: 'Always', description: '' }, codesInTurn('ALWAYS1'));
    await expect(
      createClass(db, { name: 'Never', description: '' }, () => 'ALWAYS1'),
    ).rejects.toThrow('could not find a free join code');
  });
});
