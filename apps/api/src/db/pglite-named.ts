// Named prepared statements on PGlite, through its public API. PGlite's query() parses,
// describes and plans its SQL again on every call (an unnamed statement, six protocol messages
// into WebAssembly): for the hot reads (db/prepared.ts) that is most of the request. Here a
// statement whose text was registered is PREPAREd once under a name (SQL PREPARE, by exec()),
// and each call is one simple-protocol `execute name(literals)` by exec(): parsed and planned
// once, two messages per call. exec() takes the same locks as query(), so a call never lands
// inside another caller's transaction. Transactions keep PGlite's own path (prepared() builds
// nothing inside them); values that are not plain literals (arrays, blobs) take query().
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { literal } from './literal.ts';

/** PostgreSQL's SQLSTATE when a prepared statement's result no longer fits the schema. */
const CACHED_PLAN_CHANGED = '0A000';

/** The texts to run as named statements, by database (see prepared.ts). */
export const namedTexts = new WeakMap<object, Set<string>>();

/** The parameters as SQL literals, or null when one is not a plain value. */
function literals(params: readonly unknown[]): string[] | null {
  const out: string[] = [];
  for (const param of params) {
    if (param !== null && typeof param === 'object' && !(param instanceof Date)) return null;
    try {
      out.push(literal(param));
    } catch {
      return null;
    }
  }
  return out;
}

/**
 * Makes `client.query` run the texts in `texts` as named statements (others as before).
 * Returns the set to register texts in.
 */
export function useNamedStatements(client: PGlite): Set<string> {
  const texts = new Set<string>();
  const names = new Map<string, string>();
  let count = 0;
  const query = client.query.bind(client);

  /** Its name, or null for a text PREPARE refuses (a parameter of no inferable type). */
  async function prepare(text: string): Promise<string | null> {
    const name = `cr_named_${++count}`;
    try {
      await client.exec(`prepare ${name} as ${text}`);
    } catch {
      texts.delete(text);
      return null;
    }
    names.set(text, name);
    return name;
  }

  async function run<T>(text: string, args: string[], options: QueryOptions | undefined) {
    const name = names.get(text) ?? (await prepare(text));
    if (!name) return null;
    const call = args.length ? `execute ${name}(${args.join(', ')})` : `execute ${name}`;
    const [result] = await client.exec(call, options);
    return result as Results<T>;
  }

  client.query = async function namedQuery<T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const args = texts.has(text) && !options?.blob ? literals(params ?? []) : null;
    if (!args) return query<T>(text, params, options);
    try {
      return (await run<T>(text, args, options)) ?? (await query<T>(text, params, options));
    } catch (error) {
      if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED) throw error;
      // the schema changed under the statement: prepare it again, once
      const old = names.get(text);
      names.delete(text);
      if (old) await client.exec(`deallocate ${old}`).catch(() => undefined);
      return (await run<T>(text, args, options)) ?? (await query<T>(text, params, options));
    }
  } as PGlite['query'];
  return texts;
}
