// PGlite's named statements (pglite-named.ts): a registered text gives the same rows as
// PGlite's own query(), keeps working when the schema under it changes, reports errors, and
// never runs inside another caller's open transaction.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useNamedStatements } from './pglite-named.ts';

let client: PGlite;
let plain: PGlite;
let texts: Set<string>;

beforeAll(async () => {
  client = await PGlite.create();
  plain = await PGlite.create();
  for (const db of [client, plain])
    await db.exec(`
      create table t (id int primary key, name text, at timestamptz, tags text[], n numeric);
      insert into t values
        (1, 'one', '2026-01-02T03:04:05Z', '{a,b}', 1.5),
        (2, null, null, '{}', null),
        (3, '三', '2026-11-25T00:00:00Z', '{"x y"}', 10);
    `);
  texts = useNamedStatements(client);
});
afterAll(async () => {
  await client.close();
  await plain.close();
});

const SELECT = 'select id, name, at, tags, n from t where id >= $1 order by id limit $2';

describe('useNamedStatements', () => {
  it('answers a registered text as query() does, in object and array row modes', async () => {
    texts.add(SELECT);
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      for (const params of [
        [1, 10],
        [2, 1],
        [4, 5],
      ]) {
        const named = await client.query(SELECT, params, options);
        const reference = await plain.query(SELECT, params, options);
        expect(named.rows).toEqual(reference.rows);
        expect(named.fields).toEqual(reference.fields);
      }
    }
  });

  it('prepares again when the schema under the statement changes', async () => {
    const text = 'select * from t where id = $1';
    texts.add(text);
    expect((await client.query(text, [1])).rows).toEqual([
      expect.objectContaining({ id: 1, name: 'one' }),
    ]);
    await client.exec('alter table t add column extra int default 7');
    expect((await client.query(text, [1])).rows).toEqual([
      expect.objectContaining({ id: 1, name: 'one', extra: 7 }),
    ]);
    await client.exec('alter table t drop column extra');
  });

  it('throws the database error and stays usable', async () => {
    const text = 'select 1 / $1::int as x';
    texts.add(text);
    await expect(client.query(text, [0])).rejects.toThrow(/division by zero/);
    expect((await client.query<{ x: number }>(text, [1])).rows).toEqual([{ x: 1 }]);
  });

  it('answers texts with array values, and texts PREPARE refuses, as query() does', async () => {
    const withArray = 'select id from t where tags && $1 order by id';
    const untyped = 'select $1 as v';
    texts.add(withArray);
    texts.add(untyped);
    expect((await client.query(withArray, [['a', 'x y']])).rows).toEqual([{ id: 1 }, { id: 3 }]);
    expect((await client.query(untyped, ['it'])).rows).toEqual([{ v: 'it' }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = client.transaction(async (t) => {
      await t.query(`update t set name = 'changed' where id = 1`);
      await held;
      await t.rollback();
    });
    await new Promise((r) => setTimeout(r, 20));
    const read = client.query<{ name: string }>(SELECT, [1, 1]);
    release();
    await tx;
    expect((await read).rows[0]?.name).toBe('one');
  });
});
