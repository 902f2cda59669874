// The retry helper of db/transaction.ts: deadlocks and serialization failures are run again,
// a bounded number of times; any other error is thrown at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helper.ts';
import { TRANSACTION_ATTEMPTS, transaction } from './transaction.ts';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('transaction()', () => {
  it('runs the work again after a deadlock or a serialization failure', async () => {
    const deps = { db: testDb.database.db };
    for (const code of ['40P01', '40001']) {
      let calls = 0;
      const value = await transaction(deps, async () => {
        calls += 1;
        // drizzle wraps driver errors: the state may sit in `cause`
        if (calls < 3) throw new Error('wrapped', { cause: failure(code) });
        return 'done';
      });
      expect({ code, value, calls }).toEqual({ code, value: 'done', calls: 3 });
    }
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} attempts, and never retries other errors`, async () => {
    const deps = { db: testDb.database.db };
    let calls = 0;
    const deadlock = failure('40P01');
    await expect(
      transaction(deps, async () => {
        calls += 1;
        throw deadlock;
      }),
    ).rejects.toBe(deadlock);
    expect(calls).toBe(TRANSACTION_ATTEMPTS);
    calls = 0;
    const unique = failure('23505');
    await expect(
      transaction(deps, async () => {
        calls += 1;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(calls).toBe(1);
  });
});
