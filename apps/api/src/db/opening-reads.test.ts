// The two-round-trip transaction of db/opening-reads.ts: values written into the text stay
// exactly what they were (quotes, backslashes, a `$1` inside a value), a failure anywhere rolls
// everything back and returns the connection, and deadlocks are retried like transaction().
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dbKind, type TestDatabase } from '../../test/helper.ts';
import { insertUser } from '../../test/fixtures.ts';
import {
  batchedRows,
  inlineQuery,
  literal,
  transactionAfterReads,
  type OpeningRead,
} from './opening-reads.ts';
import { rawStatement } from './prepared.ts';
import { users } from './schema.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

const NAME_OF = rawStatement(
  sql`select display_name, score from users where id = ${sql.placeholder('id')} for no key update`,
);
const nameOf = (id: number): OpeningRead<{ name: unknown; score: number } | undefined> => ({
  query: NAME_OF,
  values: { id },
  map: ([row]) => row && { name: row.display_name, score: Number(row.score) },
});

const awkward = `O'Brien \\ "quoted" $1 $$ -- ; commit; ✓ 日本語 \\'`;

describe('literals', () => {
  it('writes numbers, booleans, null and dates as SQL, and refuses what it cannot write', () => {
    expect(literal(12)).toBe('12');
    expect(literal(-0.25)).toBe('-0.25');
    expect(literal(true)).toBe('true');
    expect(literal(null)).toBe('null');
    expect(literal(new Date('2026-01-02T03:04:05.678Z'))).toBe(`'2026-01-02T03:04:05.678Z'`);
    expect(literal(`it's`)).toBe(`'it''s'`);
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal(Number.POSITIVE_INFINITY)).toThrow();
    expect(() => literal('a\0b')).toThrow();
    expect(() => literal({ a: 1 })).toThrow();
    expect(() => literal(10n)).toThrow();
  });

  it('fills each parameter once: a value that looks like a parameter stays text', () => {
    const text = inlineQuery(rawStatement(sql`select ${'$2'}, ${sql.placeholder('n')}, ${'x'}`), {
      n: 7,
    });
    expect(text).toBe(`select '$2', 7, 'x'`);
  });
});

describe('transactionAfterReads()', () => {
  const deps = () => ({ db: testDb.database.db });

  it('reads with the BEGIN, writes with the COMMIT, and keeps every character', async () => {
    const user = await insertUser(testDb.database.db, { score: 5 });
    const value = await transactionAfterReads(
      deps(),
      [nameOf(user.id)] as const,
      async (_tx, [row]) => ({
        value: row,
        write: sql`update ${users} set display_name = ${awkward}, score = ${row!.score + 1}
        where id = ${user.id}`,
      }),
    );
    expect(value).toEqual({ name: null, score: 5 });
    const [after] = await testDb.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ displayName: awkward, score: 6 });
    // and read back through the batch itself
    const again = await transactionAfterReads(
      deps(),
      [nameOf(user.id)] as const,
      async (_tx, [row]) => ({
        value: row,
      }),
    );
    expect(again).toEqual({ name: awkward, score: 6 });
  });

  it('rolls everything back when the work or the write fails, and returns the connection', async () => {
    const user = await insertUser(testDb.database.db, { score: 9 });
    const refused = new Error('refused');
    // more failures than the pool has connections: each one must come back
    for (let i = 0; i < 12; i++) {
      await expect(
        transactionAfterReads(deps(), [nameOf(user.id)] as const, async () => {
          throw refused;
        }),
      ).rejects.toBe(refused);
      await expect(
        transactionAfterReads(deps(), [nameOf(user.id)] as const, async () => ({
          value: 1,
          // the score may not go negative (a check constraint): the statement fails at COMMIT time
          write: sql`update ${users} set display_name = 'lost', score = -1 where id = ${user.id}`,
        })),
      ).rejects.toThrow();
    }
    const [after] = await testDb.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ displayName: null, score: 9 });
    // a failing read rolls back too
    const BROKEN = rawStatement(sql`select 1 / (${sql.placeholder('zero')} - 0) as x`);
    await expect(
      transactionAfterReads(
        deps(),
        [{ query: BROKEN, values: { zero: 0 }, map: (rows) => rows }] as const,
        async () => ({ value: 1 }),
      ),
    ).rejects.toThrow();
    const ok = await transactionAfterReads(
      deps(),
      [nameOf(user.id)] as const,
      async (_tx, [row]) => ({
        value: row?.score,
      }),
    );
    expect(ok).toBe(9);
  });

  it('drops a connection whose PREPARE failed, and the next transactions still run', async () => {
    const user = await insertUser(testDb.database.db, { score: 3 });
    const WRONG = rawStatement(
      sql`select no_such_column from users where id = ${sql.placeholder('id')}`,
    );
    // a statement only this test uses: its PREPARE comes after the failing one, so never runs
    const SCORE = rawStatement(sql`select score from users where id = ${sql.placeholder('id')}`);
    const score = (id: number): OpeningRead<number> => ({
      query: SCORE,
      values: { id },
      map: ([row]) => Number(row?.score),
    });
    for (let i = 0; i < 12; i++) {
      await expect(
        transactionAfterReads(
          deps(),
          [{ query: WRONG, values: { id: user.id }, map: (rows) => rows }, score(user.id)] as const,
          async () => ({ value: 1 }),
        ),
      ).rejects.toThrow();
      const value = await transactionAfterReads(
        deps(),
        [score(user.id)] as const,
        async (_tx, [read]) => ({ value: read }),
      );
      expect(value).toBe(3);
    }
  });

  it('runs again (reads included) after a deadlock', async () => {
    const user = await insertUser(testDb.database.db, { score: 1 });
    let calls = 0;
    const value = await transactionAfterReads(
      deps(),
      [nameOf(user.id)] as const,
      async (_tx, [row]) => {
        calls += 1;
        if (calls < 2) throw Object.assign(new Error('deadlock'), { code: '40P01' });
        return {
          value: row?.score,
          write: sql`update ${users} set score = 2 where id = ${user.id}`,
        };
      },
    );
    expect({ calls, value }).toEqual({ calls: 2, value: 1 });
    const [after] = await testDb.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.score).toBe(2);
  });

  it('refuses a value it cannot write as a literal before sending anything', async () => {
    const user = await insertUser(testDb.database.db);
    await expect(
      transactionAfterReads(
        deps(),
        [{ query: NAME_OF, values: { id: Number.NaN }, map: (rows) => rows }] as const,
        async () => ({ value: 1 }),
      ),
    ).rejects.toThrow();
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('batchedRows()', () => {
  const SCORES = rawStatement(
    sql`select id, score, display_name from users where id = any(${sql.placeholder('ids')}::bigint[])
      order by id limit ${sql.placeholder('limit')}`,
  );

  it.runIf(dbKind === 'postgres')(
    'answers a crowd of reads from one round trip, each with its own rows',
    async () => {
      const db = testDb.database.db;
      const people = await Promise.all(
        Array.from({ length: 40 }, (_, i) => insertUser(db, { score: i, displayName: awkward })),
      );
      const reads = people.map((person, i) =>
        batchedRows(db, SCORES, { ids: `{${person.id},${people[(i + 1) % 40]!.id}}`, limit: 1 }),
      );
      // one bad read (a negative limit) in the crowd fails alone
      const bad = batchedRows(db, SCORES, { ids: `{${people[0]!.id}}`, limit: -1 });
      const [answers, refused] = await Promise.all([Promise.all(reads), bad.catch((e) => e)]);
      expect(answers.map((rows) => rows)).toEqual(
        people.map((person, i) => {
          const first = Math.min(person.id, people[(i + 1) % 40]!.id);
          const row = people.find((p) => p.id === first)!;
          return [[String(row.id), row.score, awkward]];
        }),
      );
      expect(refused).toBeInstanceOf(Error);
      expect(String((refused as Error).message)).toMatch(/LIMIT must not be negative/);
    },
  );

  it.runIf(dbKind === 'postgres')(
    'runs the same read of readers arriving together once, and never reuses it later',
    async () => {
      const db = testDb.database.db;
      await db.execute(sql`create sequence if not exists batch_probe`);
      // each execution draws a new number: readers who got the same number shared one
      const PROBE = rawStatement(
        sql`select nextval('batch_probe') as n, ${sql.placeholder('v')}::int as v`,
      );
      const draw = (v: number) =>
        batchedRows(db, PROBE, { v }).then((rows) => {
          expect(rows![0]![1]).toBe(v);
          return String(rows![0]![0]);
        });
      const crowd = await Promise.all([
        ...Array.from({ length: 20 }, () => draw(1)),
        ...[2, 3, 4, 5, 6].map(draw),
      ]);
      expect(new Set(crowd.slice(0, 20)).size).toBe(1);
      expect(new Set(crowd).size).toBe(6);
      // a reader who comes after the statement ran gets a new execution
      const later = await draw(1);
      expect(crowd).not.toContain(later);
    },
  );

  it('leaves PGlite and transactions to the caller', async () => {
    const db = testDb.database.db;
    if (dbKind === 'pglite')
      expect(await batchedRows(db, SCORES, { ids: '{1}', limit: 1 })).toBeNull();
    await db.transaction(async (tx) => {
      expect(await batchedRows(tx, SCORES, { ids: '{1}', limit: 1 })).toBeNull();
    });
  });
});
