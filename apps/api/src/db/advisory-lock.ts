// Start-up work that must run once however many API processes start together on one
// PostgreSQL database: the first takes a session advisory lock and does it, the others wait
// for the lock and then find it done. The embedded database has one process: no lock.
import pg from 'pg';
import type { Database } from './client.ts';

/** Demo seeding (migrations use 727310001, jobs 7273101xx). */
export const DEMO_SEED_LOCK = 727310002;

/**
 * Waits for the advisory lock `key`, held on a connection of its own (the work itself uses the
 * pool) until `release()`, or until the process ends and its connection with it.
 */
export async function takeStartupLock(
  database: Database,
  key: number,
): Promise<{ release(): Promise<void> }> {
  if (database.kind !== 'postgres' || !database.url) return { release: async () => undefined };
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => {
    // a dropped lock connection surfaces as the unlock's failure, not as a crash
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    async release() {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
}
