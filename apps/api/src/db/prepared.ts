// Prepared statements for hot reads: the query is built once per database (not on every
// request), and on PostgreSQL it is parsed and planned once per connection (a named statement).
// On PGlite the statement's text is kept as a named statement (pglite-named.ts).
// Only the root database prepares: inside a transaction the caller builds its query as usual.
import { SQL, is, type Query } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import { CASING, type Db, type DbOrTx } from './client.ts';
import { namedTexts } from './pglite-named.ts';

const statements = new WeakMap<object, Map<string, unknown>>();

/** The statement `name` prepared on `db` by `build`, or null inside a transaction. */
export function prepared<T>(db: DbOrTx, name: string, build: (db: Db) => T): T | null {
  if (is(db, PgTransaction)) return null;
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = build(db as Db);
    byName.set(name, statement);
    // drizzle's PGlite statement keeps its SQL here (node-postgres names it itself)
    const text = (statement as { queryString?: unknown }).queryString;
    if (typeof text === 'string') namedTexts.get(db)?.add(text);
  }
  return statement;
}

// ---- raw statements, named ----------------------------------------------------------------

const dialect = new PgDialect({ casing: CASING });
const names = new Map<string, string>();
/** More distinct texts than this means a caller puts values in the text: those run unnamed. */
const NAMES_MAX = 500;

/** A raw statement with `sql.placeholder(...)` values, turned into text once. */
export function rawStatement(query: SQL): Query {
  return dialect.sqlToQuery(query);
}

/**
 * Runs a raw statement (a Query from rawStatement, or SQL built now) as a named prepared
 * statement, also inside a transaction: on PostgreSQL each connection parses and plans each
 * distinct text once (node-postgres keeps the names per connection); PGlite runs it as usual.
 * The text must carry values only as parameters. Returns the rows as objects.
 */
export async function executeNamed(
  db: DbOrTx,
  query: SQL | Query,
  values: Record<string, unknown> = {},
): Promise<Array<Record<string, unknown>>> {
  const built = is(query, SQL) ? dialect.sqlToQuery(query) : query;
  let name = names.get(built.sql);
  if (!name && names.size < NAMES_MAX) {
    name = `raw_${names.size}`;
    names.set(built.sql, name);
  }
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute(values);
  return (result as { rows: Array<Record<string, unknown>> }).rows;
}
