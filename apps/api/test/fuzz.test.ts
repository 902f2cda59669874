// Property-based fuzzing of the whole API: every operation of the OpenAPI document gets
// generated bad input (hostile path parameters, junk and missing query values, bodies of the
// wrong shape and type, odd content types), without a token and with an admin's. Whatever is
// sent, the answer is never a 5xx, and every 4xx is our envelope.
// FUZZ_RUNS sets the number of cases (default 2,000; CI runs the default).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import {
  createTestApp,
  createTestDatabase,
  newWallet,
  signIn,
  type TestDatabase,
} from './helper.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | string;
}
interface Operation {
  method: string;
  path: string;
  params: Parameter[];
  bodyProperties: string[];
}

let testDb: TestDatabase;
let built: BuiltApp;
let operations: Operation[] = [];
let adminAuth: Record<string, string>;

// Operations whose side effect would end the run's own session, or that hold a connection open.
const SKIP = new Set(['POST /api/logout', 'GET /api/notifications/stream']);

beforeAll(async () => {
  testDb = await createTestDatabase();
  const admin = newWallet();
  built = await createTestApp(testDb, { env: { ADMIN_ADDRESSES: admin.address } });
  adminAuth = (await signIn(built.app, admin)).auth;
  const doc = (await built.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
        }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      bodyProperties: Object.keys(
        op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
    })),
  );
  operations = operations.filter((op) => !SKIP.has(`${op.method} ${op.path}`));
});
afterAll(async () => {
  await built?.app.close();
  await testDb?.cleanup();
});

/** Strings an attacker tries first, then anything at all. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0001\u001f\u007f',
    '%00',
    '%FF%FE',
    '%E0%A4%A',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '-1',
    '0',
    '1e309',
    'NaN',
    '9'.repeat(40),
    '0x',
    '0x' + '0'.repeat(40),
    '0x' + 'f'.repeat(64),
    '\ud800',
    '🦊'.repeat(50),
    'x'.repeat(5000),
    'null',
    'true',
    '[]',
    '{}',
  ),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const jsonJunk = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 4 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');

/** encodeURIComponent, with lone surrogates sent as the invalid UTF-8 bytes they would be. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

function encodePart(value: string, raw: boolean): string {
  if (!raw) return encode(value);
  // raw: keep the attacker's own percent-encoding, but a URL cannot carry a literal / ? #
  return value.replace(/[/?#\s]/g, (c) => encode(c));
}

const caseOf = fc.record({
  operation: fc.nat(),
  pathValues: fc.array(hostileString, { minLength: 4, maxLength: 4 }),
  rawPath: fc.boolean(),
  query: fc.dictionary(fc.constantFrom('q', 'x', 'limit'), hostileString, { maxKeys: 2 }),
  declaredQuery: fc.array(fc.option(hostileString, { nil: undefined }), {
    minLength: 12,
    maxLength: 12,
  }),
  bodyKind: fc.constantFrom('declared', 'junk', 'none', 'text', 'multipart', 'broken-json'),
  bodyValues: fc.array(jsonJunk, { minLength: 16, maxLength: 16 }),
  junk: jsonJunk,
  withToken: fc.boolean(),
});

describe('API fuzzing', () => {
  it(`answers ${RUNS} generated bad requests across every operation with no 5xx, 4xx in the envelope`, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(caseOf, async (c) => {
        const op = operations[c.operation % operations.length]!;
        seen.add(`${op.method} ${op.path}`);
        let i = 0;
        const url = op.path.replace(/\{([^}]+)\}/g, () =>
          encodePart(c.pathValues[i++ % 4]!, c.rawPath),
        );
        const query = new URLSearchParams();
        op.params
          .filter((p) => p.in === 'query')
          .forEach((p, k) => {
            const value = c.declaredQuery[k % 12];
            if (value !== undefined) query.append(p.name, value);
          });
        for (const [k, v] of Object.entries(c.query)) query.append(k, v);
        const search = query.toString();
        const headers: Record<string, string> = c.withToken ? { ...adminAuth } : {};
        let payload: string | undefined;
        if (op.method !== 'GET' && op.method !== 'DELETE') {
          if (c.bodyKind === 'declared') {
            const body: Record<string, unknown> = {};
            op.bodyProperties.forEach((name, k) => (body[name] = c.bodyValues[k % 16]));
            payload = JSON.stringify(body);
            headers['content-type'] = 'application/json';
          } else if (c.bodyKind === 'junk') {
            payload = JSON.stringify(c.junk) ?? 'null';
            headers['content-type'] = 'application/json';
          } else if (c.bodyKind === 'broken-json') {
            payload = '{"a": [1, 2,';
            headers['content-type'] = 'application/json';
          } else if (c.bodyKind === 'text') {
            payload = asText(c.junk);
            headers['content-type'] = 'text/plain';
          } else if (c.bodyKind === 'multipart') {
            payload = `--b\r\nContent-Disposition: form-data; name="file"\r\n\r\n${asText(c.junk)}`;
            headers['content-type'] = 'multipart/form-data; boundary=b';
          }
        }
        const res = await built.app.inject({
          method: op.method as 'GET',
          url: search ? `${url}?${search}` : url,
          headers,
          ...(payload === undefined ? {} : { payload }),
        });
        const label = `${op.method} ${url}${search ? `?${search}` : ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const body = JSON.parse(res.body) as Record<string, unknown>;
          expect(Object.keys(body).sort(), label).toEqual(['error', 'message', 'statusCode']);
          expect(body.statusCode, label).toBe(res.statusCode);
          expect(Array.isArray(body.message) && body.message.length > 0, label).toBe(true);
          expect(res.body, label).not.toMatch(/FST_|stack|Error:/);
        }
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
    );
    // the run reached (almost) every operation
    expect(seen.size).toBeGreaterThan(operations.length * 0.9);
  }, 600_000);
});
