// Opens the database: PGlite in DATA_DIR when no DATABASE_URL is set, PostgreSQL otherwise.
// One schema and one set of migrations serve both.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { StartupError } from '../lib/startup-error.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { namedTexts, useNamedStatements } from './pglite-named.ts';
import * as schema from './schema.ts';

/** Column names in SQL: snake_case of the schema's camelCase keys. */
export const CASING = 'snake_case';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL (absent for PGlite). */
  url?: string;
  close(): Promise<void>;
}

/** Works from the sources (src/db) and from the bundle (dist), where the build copies them. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations not found near ${here}`);
  return found;
}

export interface OpenOptions {
  /** postgres:// URL; unset means PGlite. */
  url?: string | undefined;
  /** PGlite data directory; unset means in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      // idle client errors (server restart) surface on the next query instead of crashing
    });
    const db = drizzlePg(pool, { schema, casing: CASING }) as unknown as Db;
    return { db, kind: 'postgres', url: options.url, close: () => pool.end() };
  }
  return openPglite(options.dataDir);
}

/**
 * PGlite in `dataDir` (in memory without one), held by this process alone. Its postgres runs
 * with fsync off, but every commit writes its WAL to the OS before the query returns: a
 * process that is killed keeps every acknowledged write; a write the disk has no room for
 * fails with SQLSTATE 53100 (disk_full).
 */
async function openPglite(dataDir: string | undefined): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (dataDir) {
    lock = lockDataDir(dataDir);
    try {
      fs.mkdirSync(dataDir, { recursive: true });
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  // postgres says why it did not start only in its log (PGlite's own error says nothing)
  const log: string[] = [];
  const onStderr = (line: string) => {
    log.push(line);
    if (log.length > 20) log.shift();
    return false;
  };
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir, extensions: { pg_trgm }, onStderr });
  } catch (error) {
    lock?.release();
    const reasons = log.filter((line) => /\b(FATAL|PANIC):/.test(line));
    if (!dataDir) throw error;
    throw new StartupError(
      `The embedded database in ${path.resolve(dataDir)} did not open: ` +
        (reasons.length
          ? reasons.map((line) => line.replace(/^.*?\b(FATAL|PANIC):\s*/, '')).join('; ')
          : String((error as Error).message)) +
        '.',
      { cause: error },
    );
  }
  const named = useNamedStatements(client);
  const db = drizzlePglite(client, { schema, casing: CASING }) as unknown as Db;
  namedTexts.set(db, named);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, config);
    return;
  }
  // several processes may start at once: one migrates, the others wait on the advisory lock
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727310001)');
    await migratePg(drizzlePg(client, { schema, casing: CASING }), config);
  } finally {
    await client.query('select pg_advisory_unlock(727310001)').catch(() => undefined);
    await client.end();
  }
}

/** SQL state of a driver error; drizzle wraps it in `cause`. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const FOREIGN_KEY_VIOLATION = '23503';
