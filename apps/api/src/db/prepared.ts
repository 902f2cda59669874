// Prepared statements for hot reads: the query is built once per database (not on every
// request), and on PostgreSQL it is parsed and planned once per connection (a named statement).
// On PGlite the statement's text is kept as a named statement (pglite-named.ts).
// Only the root database prepares: inside a transaction the caller builds its query as usual.
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client.ts';
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
