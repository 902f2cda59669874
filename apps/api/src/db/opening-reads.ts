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
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { escapeLiteral, type PoolClient, type QueryArrayConfig } from 'pg';
import type { Deps } from '../deps.ts';
import { Batcher, batcherOf, type Settled } from '../lib/batcher.ts';
import type { DbOrTx, Tx } from './client.ts';
import { executeNamed, rawStatement } from './prepared.ts';
import { TRANSACTION_ATTEMPTS, withRetries } from './transaction.ts';

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

/** A value as a SQL literal (for the simple protocol, which takes no parameters). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('literal: not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('literal: NUL byte');
    return escapeLiteral(value);
  }
  throw new Error(`literal: ${typeof value}`);
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
  const root = deps.db._.session;
  if (!is(root, NodePgSession)) {
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
  return withRetries(() => onPool(root, reads, work), attempts);
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
  const root = db._.session;
  if (!is(root, NodePgSession) || is(db, PgTransaction)) return null;
  const batcher = batcherOf(
    readBatchers,
    root,
    () =>
      new Batcher<ReadJob, unknown[][]>({
        max: READ_BATCH_MAX,
        run: (jobs, release) => {
          // a read holds nothing: the next batch need not wait for this one
          release();
          return readTogether(root, jobs);
        },
      }),
  );
  return batcher.add({ query, values });
}

async function readTogether(root: object, jobs: ReadJob[]): Promise<Array<Settled<unknown[][]>>> {
  const pool = root as unknown as PoolSession;
  const client = await pool.client.connect();
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

interface PoolSession {
  client: { connect(): Promise<PoolClient> };
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  schema: ConstructorParameters<typeof NodePgTransaction>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

async function onPool<const R extends readonly OpeningRead<unknown>[], T>(
  root: object,
  reads: R,
  work: (tx: Tx, results: Results<R>) => Promise<Closing<T>>,
): Promise<T> {
  // drizzle's own transaction() over one pooled connection, but with the reads in its BEGIN
  const pool = root as unknown as PoolSession;
  const client = await pool.client.connect();
  let broken: Error | undefined;
  const state: BatchState = { preparing: false };
  try {
    const session = new NodePgSession(client, pool.dialect, pool.schema, pool.options);
    const tx = new NodePgTransaction(pool.dialect, session, pool.schema) as unknown as Tx;
    try {
      const opened = await batch(client, state, (setup) => [
        'begin',
        ...reads.map((read) => execution(client, read.query, read.values, setup)),
      ]);
      const results = reads.map((read, i) => read.map(opened[i + 1]!.rows));
      const { value, write } = await work(tx, results as Results<R>);
      await batch(client, state, (setup) => [
        ...writesOf(write).map((statement) =>
          execution(client, rawStatement(statement), {}, setup),
        ),
        'commit',
      ]);
      return value;
    } catch (error) {
      // a batch that failed may have left PREPAREs undone that the connection counts as done
      if (state.preparing) broken = error instanceof Error ? error : new Error(String(error));
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    }
  } finally {
    client.release(broken);
  }
}
