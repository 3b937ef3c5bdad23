import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePreparedStatements } from '../../../server/db/pglite-prepared-statements';
import { nameStatements } from '../../../server/db/postgres-named-statements';

const COUNT_PREPARED = 'select count(*)::int as n from pg_prepared_statements where statement = $1';
const ADD_ONE = 'select $1::int + 1 as answer';

describe('PGlite: statements outside transactions run as prepared statements', () => {
  let client: PGlite;
  const preparedCount = async (text: string) =>
    (await client.query<{ n: number }>(COUNT_PREPARED, [text])).rows[0]?.n;

  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    await client.exec(
      'create table notes (id int primary key, body text, at timestamptz, data jsonb)',
    );
    usePreparedStatements(client, 5);
  });
  afterAll(() => client.close());

  it('prepares a text once however often it runs', async () => {
    expect((await client.query(ADD_ONE, [1])).rows).toEqual([{ answer: 2 }]);
    expect((await client.query(ADD_ONE, [41])).rows).toEqual([{ answer: 42 }]);
    expect(await preparedCount(ADD_ONE)).toBe(1);
  });

  it('answers as PGlite does: types, nulls, array rows and the command', async () => {
    const insert = await client.query('insert into notes values ($1, $2, $3, $4)', [
      1,
      null,
      new Date('2026-11-23T10:00:00Z'),
      { cards: [1, 2] },
    ]);
    expect(insert.affectedRows).toBe(1);
    const read = await client.query('select id, body, at, data from notes where id = $1', [1], {
      rowMode: 'array',
    });
    expect(read.rows).toEqual([[1, null, new Date('2026-11-23T10:00:00Z'), { cards: [1, 2] }]]);
    expect(read.fields.map((field) => field.name)).toEqual(['id', 'body', 'at', 'data']);
  });

  it("uses the query's own parsers over PGlite's", async () => {
    const result = await client.query('select at from notes where id = $1', [1], {
      parsers: { 1184: (value: string) => `raw ${value}` },
    });
    expect(result.rows).toEqual([{ at: 'raw 2026-11-23 10:00:00+00' }]);
  });

  it("reports PostgreSQL's error, and the next statement still answers", async () => {
    await expect(client.query('insert into notes (id) values ($1)', [1])).rejects.toMatchObject({
      code: '23505',
    });
    expect((await client.query(ADD_ONE, [2])).rows).toEqual([{ answer: 3 }]);
  });

  it('waits for a transaction to end before it runs', async () => {
    let commit = () => {};
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into notes (id) values (2)');
      await committed;
    });
    const count = client.query<{ n: number }>('select count(*)::int as n from notes');
    commit();
    await transaction;
    expect((await count).rows).toEqual([{ n: 2 }]);
  });

  it('runs texts beyond the limit the ordinary way', async () => {
    for (let extra = 0; extra < 8; extra += 1) {
      expect((await client.query(`select ${extra} + $1::int as n`, [1])).rows).toEqual([
        { n: extra + 1 },
      ]);
    }
    expect(await preparedCount('select 7 + $1::int as n')).toBe(0);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL: statements are named', () => {
  let pool: pg.Pool;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    nameStatements(pool, 3);
  });
  afterAll(() => pool.end());

  const run = (text: string, values: unknown[]) => pool.query({ text, values });

  it('prepares a text once per connection however often it runs', async () => {
    expect((await run(ADD_ONE, [1])).rows).toEqual([{ answer: 2 }]);
    expect((await run(ADD_ONE, [41])).rows).toEqual([{ answer: 42 }]);
    const prepared = await run('select name from pg_prepared_statements where statement = $1', [
      ADD_ONE,
    ]);
    expect(prepared.rows).toEqual([{ name: 'gs_1' }]);
  });

  it("reports PostgreSQL's error, and the next statement still answers", async () => {
    await expect(run('select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await run(ADD_ONE, [2])).rows).toEqual([{ answer: 3 }]);
  });

  it('leaves texts beyond the limit unnamed', async () => {
    for (let extra = 0; extra < 4; extra += 1) await run(`select ${extra} + $1::int as n`, [1]);
    const prepared = await run(
      'select count(*)::int as n from pg_prepared_statements where statement = $1',
      ['select 3 + $1::int as n'],
    );
    expect(prepared.rows).toEqual([{ n: 0 }]);
  });
});
