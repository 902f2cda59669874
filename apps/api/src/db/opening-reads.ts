// A transaction in two round trips: its first reads travel with its BEGIN, its last write with
// its COMMIT. On PostgreSQL every round trip costs system calls on both sides (about 65 us of
// the API's CPU and 30 of the server's on this machine), and a hot write such as a vote starts
// with reads that need only the request's ids (the locks and the tally) and ends with one write
// statement. Both go as simple-protocol batches, `begin; execute read(1, 2); execute read(2)`
// and `execute write(...); commit`: each statement is a PREPAREd statement of its connection
// (parsed and planned once, like the driver's named statements; planning the tally alone costs
// PostgreSQL three times what running it does), its values written in as escaped literals (the
// simple protocol takes no parameters). PGlite has no round trips to save: there the same
// statements run one by one inside an ordinary transaction. The same batches also carry the
// reads of many requests at once (batchedRows).
import { Placeholder, is, type Query, type SQL } from 'drizzle-orm';
import { drizzle, type NodePgClient } from 'drizzle-orm/node-postgres';
import type { Pool, PoolClient, QueryArrayConfig, QueryConfig, QueryResult } from 'pg';
import type { Deps } from '../deps.ts';
import { Batcher, batcherOf, type Settled } from '../lib/batcher.ts';
import { CASING, requestPool, type Db, type DbOrTx, type Tx } from './client.ts';
import { literal } from './literal.ts';
import { executeNamed, rawStatement } from './prepared.ts';
import * as schema from './schema.ts';
import { TRANSACTION_ATTEMPTS, withRetries } from './transaction.ts';

export { literal };

type Row = Record<string, unknown>;

/** Statement texts and their names (SQL PREPARE), shared by all connections. */
const names = new Map<string, string>();
/** More distinct texts than this means a caller puts values in the text: those run unprepared. */
const NAMES_MAX = 500;
/** The names each pooled connection has prepared. */
const preparedOn = new WeakMap<PoolClient, Set<string>>();

/**
 * One opening read: a raw statement (rawStatement), its values (numbers, or text such as an
 * array literal '{1,2}'), and its rows' meaning.
 */
export interface OpeningRead<T> {
  query: Query;
  values: Record<string, number | string>;
  map: (rows: Row[]) => T;
}

/**
 * The query's text with its parameters written in as literals; placeholders take `values`.
 * (The text is scanned once: a value's own text is never read as a parameter.)
 */
export function inlineQuery(query: Query, values: Record<string, unknown> = {}): string {
  return query.sql.replace(/\$(\d+)/g, (_, index: string) =>
    paramLiteral(query.params[Number(index) - 1], values),
  );
}

/** A parameter as a literal: its value, or for a placeholder the value `values` names. */
const paramLiteral = (param: unknown, values: Record<string, unknown>) =>
  literal(is(param, Placeholder) ? values[param.name] : param);

type Results<R extends readonly OpeningRead<unknown>[]> = {
  -readonly [K in keyof R]: R[K] extends OpeningRead<infer T> ? T : never;
};

/** What the work decided: its value, and the writes (if any) to send with the COMMIT. */
export interface Closing<T> {
  value: T;
  write?: SQL | readonly SQL[] | undefined;
}

const writesOf = (write: Closing<unknown>['write']): readonly SQL[] =>
  write === undefined ? [] : Array.isArray(write) ? write : [write as SQL];

/**
 * Runs `work` in a transaction after `reads` (taken in that order, inside it), then its closing
 * write; again on deadlock or serialization failure like transaction().
 */
export async function transactionAfterReads<const R extends readonly OpeningRead<unknown>[], T>(
  deps: Pick<Deps, 'db'>,
  reads: R,
  work: (tx: Tx, results: Results<R>) => Promise<Closing<T>>,
  attempts: number = TRANSACTION_ATTEMPTS,
): Promise<T> {
  const pool = requestPool(deps.db);
  if (!pool) {
    return withRetries(
      () =>
        deps.db.transaction(async (tx) => {
          const results: unknown[] = [];
          for (const read of reads)
            results.push(read.map(await executeNamed(tx, read.query, read.values)));
          const { value, write } = await work(tx, results as Results<R>);
          for (const statement of writesOf(write)) await executeNamed(tx, statement);
          return value;
        }),
      attempts,
    );
  }
  return withRetries(() => onPool(pool, reads, work), attempts);
}

/**
 * The statement to run `query` with `values` on `client`: `execute name(literals)`, adding to
 * `setup` the PREPARE the connection still lacks.
 */
function execution(
  client: PoolClient,
  query: Query,
  values: Record<string, unknown>,
  setup: string[],
): string {
  let name = names.get(query.sql);
  if (!name && names.size < NAMES_MAX) {
    name = `batch_${names.size}`;
    names.set(query.sql, name);
  }
  if (!name) return inlineQuery(query, values);
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = new Set();
    preparedOn.set(client, prepared);
  }
  if (!prepared.has(name)) {
    setup.push(`prepare ${name} as ${query.sql}`);
    prepared.add(name);
  }
  const args = query.params.map((param) => paramLiteral(param, values));
  return args.length ? `execute ${name}(${args.join(', ')})` : `execute ${name}`;
}

/** Whether a batch that prepared statements is under way on a connection. */
interface BatchState {
  preparing: boolean;
}

/**
 * Sends the statements `build` returns in one round trip, the PREPAREs they need first; the
 * answers of those statements (not of the PREPAREs). While a batch that prepares is under way,
 * `state.preparing` is set: if it fails, the connection's set of names is unknown and the caller
 * must not reuse the connection.
 */
async function batch<T = Row>(
  client: PoolClient,
  state: BatchState,
  build: (setup: string[]) => string[],
  rowMode?: 'array',
): Promise<Array<{ rows: T[] }>> {
  const setup: string[] = [];
  const statements = build(setup);
  state.preparing = setup.length > 0;
  const text = [...setup, ...statements].join(';\n');
  const result = (await (rowMode
    ? client.query({ text, rowMode } as QueryArrayConfig)
    : client.query(text))) as unknown;
  state.preparing = false;
  const all = Array.isArray(result) ? (result as Array<{ rows: T[] }>) : [result as { rows: T[] }];
  return all.slice(setup.length);
}

// ---- reads that arrive together, in one round trip --------------------------------------

interface ReadJob {
  query: Query;
  values: Record<string, unknown>;
}

/** Reads in flight together on one connection: at most this many in one round trip. */
const READ_BATCH_MAX = 32;
const readBatchers = new WeakMap<object, Batcher<ReadJob, unknown[][]>>();

/**
 * On PostgreSQL, runs a raw statement (rawStatement, with placeholders that `values` fills) so
 * that the reads of many requests arriving together go out as one simple-protocol batch on one
 * connection, `execute page(1, 5, 0); execute page(2, 5, 0)`, each a PREPAREd statement of the
 * connection: one round trip, and one system call each way on both sides, for the lot. Its rows
 * as arrays, in the statement's column order. Readers of the same statement with the same
 * values in one batch (a crowd on one page) share one execution and its rows (read-only): it
 * runs after each of them arrived, so each sees every write committed before it asked; a
 * reader arriving once the batch has gone gets a new execution (nothing is kept). Null on
 * PGlite or inside a transaction: the caller then runs its statement itself.
 */
export async function batchedRows(
  db: DbOrTx,
  query: Query,
  values: Record<string, unknown>,
): Promise<unknown[][] | null> {
  const pool = requestPool(db);
  if (!pool) return null;
  const batcher = batcherOf(
    readBatchers,
    pool,
    () =>
      new Batcher<ReadJob, unknown[][]>({
        max: READ_BATCH_MAX,
        run: (jobs, release) => {
          // a read holds nothing: the next batch need not wait for this one
          release();
          return readTogether(pool, jobs);
        },
      }),
  );
  return batcher.add({ query, values });
}

async function readTogether(pool: Pool, jobs: ReadJob[]): Promise<Array<Settled<unknown[][]>>> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const state: BatchState = { preparing: false };
  try {
    // the same statement with the same values (a crowd on one page) runs once for all of
    // them: after each of them arrived, as their own statements would (callers share the rows)
    const slotOf: number[] = [];
    const results = await batch<unknown[]>(
      client,
      state,
      (setup) => {
        const unique = new Map<string, number>();
        for (const job of jobs) {
          const text = execution(client, job.query, job.values, setup);
          let slot = unique.get(text);
          if (slot === undefined) {
            slot = unique.size;
            unique.set(text, slot);
          }
          slotOf.push(slot);
        }
        return [...unique.keys()];
      },
      'array',
    );
    return slotOf.map((slot) => ({ ok: true, value: results[slot]!.rows }));
  } catch (error) {
    // a failed batch may have left PREPAREs undone that the connection counts as done; one
    // statement's failure ends the others too (the batcher then runs each read alone)
    if (state.preparing) broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * A pooled connection as drizzle's client, for drizzle's own transaction(): its BEGIN goes out
 * with the opening reads and its COMMIT with the closing writes, as one batch each (`fold`);
 * every other statement, the ROLLBACK included, goes to the connection as it is.
 */
class FoldingClient {
  /** What the next BEGIN and COMMIT send instead, while a transaction is being opened. */
  fold: { begin: () => Promise<void>; commit: () => Promise<void> } | null = null;
  constructor(readonly connection: PoolClient) {}

  query(config: string | QueryConfig, values?: unknown[]): Promise<QueryResult> {
    const text = typeof config === 'string' ? config : config.text;
    const fold = this.fold;
    if (fold && (text === 'begin' || text === 'commit')) {
      if (text === 'commit') this.fold = null;
      return (text === 'begin' ? fold.begin() : fold.commit()).then(() => ({
        command: text.toUpperCase(),
        rowCount: null,
        oid: 0,
        fields: [],
        rows: [],
      }));
    }
    return this.connection.query(config as QueryConfig, values);
  }
}

/** Each pooled connection's drizzle database over its FoldingClient (made once). */
const folding = new WeakMap<PoolClient, { client: FoldingClient; db: Db }>();

function foldingDb(connection: PoolClient) {
  let entry = folding.get(connection);
  if (!entry) {
    const client = new FoldingClient(connection);
    const db = drizzle(client as unknown as NodePgClient, { schema, casing: CASING });
    entry = { client, db: db as unknown as Db };
    folding.set(connection, entry);
  }
  return entry;
}

async function onPool<const R extends readonly OpeningRead<unknown>[], T>(
  pool: Pool,
  reads: R,
  work: (tx: Tx, results: Results<R>) => Promise<Closing<T>>,
): Promise<T> {
  // drizzle's own transaction() on one pooled connection, its BEGIN carrying the reads
  const connection = await pool.connect();
  let broken: Error | undefined;
  const state: BatchState = { preparing: false };
  const { client, db } = foldingDb(connection);
  let results: unknown[] | undefined;
  let writes: readonly SQL[] = [];
  client.fold = {
    begin: async () => {
      const opened = await batch(connection, state, (setup) => [
        'begin',
        ...reads.map((read) => execution(connection, read.query, read.values, setup)),
      ]);
      results = reads.map((read, i) => read.map(opened[i + 1]!.rows));
    },
    commit: async () => {
      await batch(connection, state, (setup) => [
        ...writes.map((statement) => execution(connection, rawStatement(statement), {}, setup)),
        'commit',
      ]);
    },
  };
  try {
    return await db.transaction(async (tx) => {
      // drizzle sends a plain `begin`; should that ever change, this fails instead of reading
      // nothing
      if (!results) throw new Error('transactionAfterReads: the BEGIN did not carry the reads');
      const { value, write } = await work(tx, results as Results<R>);
      writes = writesOf(write);
      return value;
    });
  } catch (error) {
    // a batch that failed may have left PREPAREs undone that the connection counts as done
    if (state.preparing) broken = error instanceof Error ? error : new Error(String(error));
    // drizzle rolls back what fails after its BEGIN, not a failed BEGIN batch (once more is
    // harmless); a connection that cannot roll back is not reused
    await connection.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.fold = null;
    connection.release(broken);
  }
}
