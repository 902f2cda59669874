// The database a bench runs on: PGlite in memory by default; with BENCH_DATABASE_URL a fresh
// scratch database on that server (dropped afterwards unless BENCH_KEEP=1), or with
// BENCH_REUSE=<name> one kept by an earlier run. Also the app config the benches share.
import { loadConfig } from '../src/config.ts';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import { createScratchDatabase } from '../src/db/scratch.ts';

export interface BenchDatabase {
  database: Database;
  label: string;
  done: () => Promise<void>;
}

/**
 * A migrated database for one bench run; `prefix` names its scratch databases. Only a bench
 * that can skip its seed passes `reusable` (BENCH_REUSE, BENCH_KEEP).
 */
export async function openBenchDatabase(
  prefix: string,
  { reusable = false }: { reusable?: boolean } = {},
): Promise<BenchDatabase> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({});
    await migrateDatabase(database);
    return { database, label: 'PGlite (in memory)', done: () => database.close() };
  }
  const reuse = reusable ? process.env.BENCH_REUSE : undefined;
  if (reuse) {
    // a database kept by an earlier run (BENCH_KEEP=1): migrated, not seeded again
    const url = new URL(base);
    url.pathname = `/${reuse}`;
    const database = await openDatabase({ url: url.toString() });
    await migrateDatabase(database);
    return {
      database,
      label: `PostgreSQL (${url.host}, kept ${reuse})`,
      done: () => database.close(),
    };
  }
  const scratch = await createScratchDatabase(base, prefix);
  const database = await openDatabase({ url: scratch.url });
  await migrateDatabase(database);
  return {
    database,
    label: `PostgreSQL (${new URL(base).host})`,
    async done() {
      await database.close();
      if (reusable && process.env.BENCH_KEEP) {
        console.log(`kept database ${scratch.name}`);
        return;
      }
      await scratch.drop();
    },
  };
}

/** The app config of an in-process bench: production, quiet, no rate limits, no price API. */
export function benchConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ANON_PER_MIN: '100000000',
    PRICE_API_URL: '',
    ...overrides,
  });
}
