// Named prepared statements on PGlite. PGlite's query() parses, describes and plans its SQL
// again on every call (an unnamed statement, five protocol round trips into WebAssembly): for
// the hot reads (db/prepared.ts) that is most of the request. Here a statement whose text was
// registered is parsed and described once, under a name, and each call then sends one buffer
// (Bind, Execute, Sync) and parses the rows with the row description kept from the first time.
// Runs under the same two locks as query(), so it never lands inside another caller's
// transaction. Transactions keep PGlite's own path (prepared() builds nothing inside them).
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Statement {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription (absent for statements without rows). */
  rowDescription: Message | undefined;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** PostgreSQL's SQLSTATE when a named statement's plan no longer fits the schema. */
const CACHED_PLAN_CHANGED = '0A000';

/** The texts to run as named statements, by database (see prepared.ts). */
export const namedTexts = new WeakMap<object, Set<string>>();

/**
 * Makes `client.query` run the texts in `texts` as named statements (others as before).
 * Returns the set to register texts in.
 */
export function useNamedStatements(client: PGlite): Set<string> {
  const texts = new Set<string>();
  const statements = new Map<string, Statement>();
  let count = 0;
  const query = client.query.bind(client);
  const { serialize } = protocol;

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `cr_named_${++count}`;
    const { messages } = await client.execProtocol(
      concat([
        serialize.parse({
          name,
          text,
          ...(options?.paramTypes ? { types: options.paramTypes } : {}),
        }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const statement = statements.get(text) ?? (await prepare(text, options));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, client.parsers, options)[0] as Results<T>;
  }

  client.query = async function namedQuery<T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!texts.has(text) || options?.blob) return query<T>(text, params, options);
    await client._checkReady(); // as query(): a closing or closed database says so
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params ?? [], options);
        } catch (error) {
          if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED) throw error;
          // the schema changed under the statement: prepare it again, once
          const old = statements.get(text);
          statements.delete(text);
          if (old)
            await client.execProtocol(
              concat([serialize.close({ type: 'S', name: old.name }), serialize.sync()]),
              { syncToFs: false, throwOnError: false },
            );
          return run<T>(text, params ?? [], options);
        }
      }),
    );
  } as PGlite['query'];
  return texts;
}
