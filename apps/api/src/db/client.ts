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
  /** PostgreSQL: the pool's connections now (metrics). */
  poolState?(): PoolState;
  /** PostgreSQL: how long to wait for a connection (migrations use it too). */
  connectTimeoutMs?: number;
  close(): Promise<void>;
}

export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}

/** PostgreSQL timeouts (config.dbTimeouts); without them nothing is bounded (benchmarks, scripts). */
export interface PoolTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
  queryMs: number;
}

/**
 * A connection outside the request pool (PostgreSQL only): a job's session-level advisory lock
 * held while the job runs (the job itself writes through the ordinary pool in short
 * transactions), and the health check's ping, so a busy pool does not make a probe wait.
 */
export type SideSession = pg.PoolClient;
const sideSessions = new WeakMap<object, () => Promise<SideSession>>();

/** The side-connection source of a PostgreSQL database opened here (undefined for PGlite). */
export function sideSessionSource(db: Db): (() => Promise<SideSession>) | undefined {
  return sideSessions.get(db);
}

const requestPools = new WeakMap<object, pg.Pool>();

/**
 * The connection pool of a PostgreSQL database opened here (undefined for PGlite and for a
 * transaction): for work that needs one connection for several statements of its own.
 */
export function requestPool(db: DbOrTx): pg.Pool | undefined {
  return requestPools.get(db);
}

/** Side connections at most: one per job running, and health pings. */
const SIDE_POOL_SIZE = 8;

type ClientInternals = { _activeQuery?: unknown; _queryQueue?: unknown[] };

/**
 * A pool whose checked-out connections survive the server going away, and that never hands out
 * a connection that cannot serve: a socket error while a connection is checked out (a
 * transaction, a side session) fails its query instead of being thrown as an uncaught 'error'
 * event, and a connection still busy with a query it gave up on (a client-side timeout leaves
 * the query on the wire; the next user would wait behind it) or whose socket failed is
 * destroyed when released.
 */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      let failed: Error | undefined;
      const onError = (error: Error) => {
        failed = error;
      };
      client.on('error', onError);
      const release = client.release.bind(client);
      client.release = (err?: Error | boolean) => {
        client.removeListener('error', onError);
        const internals = client as unknown as ClientInternals;
        const busy = Boolean(internals._activeQuery) || (internals._queryQueue?.length ?? 0) > 0;
        return release(
          err ?? failed ?? (busy ? new Error('released while a query was pending') : undefined),
        );
      };
      return client;
    });
  }
}

function poolConfig(url: string, max: number, timeouts: PoolTimeouts | undefined): pg.PoolConfig {
  return {
    connectionString: url,
    max,
    keepAlive: true,
    ...(timeouts
      ? {
          connectionTimeoutMillis: timeouts.connectMs,
          query_timeout: timeouts.queryMs,
          statement_timeout: timeouts.statementMs,
          idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
        }
      : {}),
  };
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
  /**
   * An in-memory PGlite starts from this data directory (PGlite's `dumpDataDir`) instead of a
   * new cluster: the tests start from a migrated one, ten times faster than initdb.
   */
  snapshot?: Blob | undefined;
  poolSize?: number;
  /** PostgreSQL timeouts; unset, queries may wait for ever (config.dbTimeouts in the server). */
  timeouts?: PoolTimeouts | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const timeouts = options.timeouts;
    const pool = new GuardedPool(poolConfig(options.url, options.poolSize ?? 10, timeouts));
    // side connections only run a lock call or a ping: nothing long runs on them
    const sidePool = new GuardedPool(poolConfig(options.url, SIDE_POOL_SIZE, timeouts));
    for (const p of [pool, sidePool])
      p.on('error', () => {
        // idle client errors (server restart) surface on the next query instead of crashing
      });
    const db = drizzlePg(pool, { schema, casing: CASING }) as unknown as Db;
    sideSessions.set(db, () => sidePool.connect());
    requestPools.set(db, pool);
    return {
      db,
      kind: 'postgres',
      url: options.url,
      poolState: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      ...(timeouts ? { connectTimeoutMs: timeouts.connectMs } : {}),
      close: async () => {
        await Promise.all([pool.end(), sidePool.end()]);
      },
    };
  }
  return openPglite(options.dataDir, options.snapshot);
}

/**
 * PGlite in `dataDir` (in memory without one), held by this process alone. Its postgres runs
 * with fsync off, but every commit writes its WAL to the OS before the query returns: a
 * process that is killed keeps every acknowledged write; a write the disk has no room for
 * fails with SQLSTATE 53100 (disk_full).
 */
async function openPglite(
  dataDir: string | undefined,
  snapshot?: Blob | undefined,
): Promise<Database> {
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
    client = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      onStderr,
      ...(snapshot && !dataDir ? { loadDataDir: snapshot } : {}),
    });
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
  // several processes may start at once: one migrates, the others wait on the advisory lock;
  // a migration may rewrite a large table, so no statement timeout here, only the connect one
  const client = new pg.Client({
    connectionString: database.url,
    ...(database.connectTimeoutMs ? { connectionTimeoutMillis: database.connectTimeoutMs } : {}),
  });
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

/**
 * SQL states that say the database cannot serve now, not that the statement was wrong:
 * connection exceptions (08), shutdown or start-up (57P01-57P03), a statement cancelled by
 * statement_timeout (57014), a session ended by idle_in_transaction_session_timeout (25P03),
 * too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|57014|25P03|53300)$/;

/** Driver and pool messages of the same kind (they carry no SQL state). */
const UNAVAILABLE_MESSAGES =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|Client was closed|not queryable|Cannot use a pool after calling end/i;

const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Whether an error means the database is unreachable, frozen or out of connections (a 503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const FOREIGN_KEY_VIOLATION = '23503';
