// Each test file gets a fresh, migrated database: PGlite in memory, or (project "postgres")
// a new database on TEST_DATABASE_URL's server, dropped afterwards.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { privateKeyToAccount, generatePrivateKey, type PrivateKeyAccount } from 'viem/accounts';
import { buildApp, type BuildOptions, type BuiltApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import {
  migrateDatabase,
  migrationsFolder,
  openDatabase,
  type Database,
} from '../src/db/client.ts';
import { createScratchDatabase } from '../src/db/scratch.ts';

export const dbKind = (process.env.TEST_DB_KIND ?? 'pglite') as 'pglite' | 'postgres';

export interface TestDatabase {
  database: Database;
  cleanup(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (dbKind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is required for the postgres project');
    const scratch = await createScratchDatabase(base, 't_');
    const database = await openDatabase({ url: scratch.url, poolSize: 5 });
    await migrateDatabase(database);
    return {
      database,
      async cleanup() {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const database = await openDatabase({ snapshot: await migratedSnapshot() });
  return { database, cleanup: () => database.close() };
}

/**
 * A migrated PGlite data directory, made once per set of migrations and PGlite version and kept
 * in the temp directory: a new cluster costs about ten seconds of initdb, loading this one one.
 * Workers that race both make it; the rename keeps the file whole.
 */
async function migratedSnapshot(): Promise<Blob> {
  const folder = migrationsFolder();
  const hash = crypto.createHash('sha256');
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(
    entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)),
    'package.json',
  );
  hash.update(fs.readFileSync(manifest));
  const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(folder, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update(fs.readFileSync(full));
  }
  const file = path.join(os.tmpdir(), `chainreview-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!fs.existsSync(file)) {
    const fresh = await openDatabase({});
    try {
      await migrateDatabase(fresh);
      const client = (fresh.db as unknown as { $client: PGlite }).$client;
      const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      const partial = `${file}.${process.pid}.part`;
      fs.writeFileSync(partial, dump);
      fs.renameSync(partial, file);
    } finally {
      await fresh.close();
    }
  }
  return new Blob([fs.readFileSync(file)]);
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: path.join(os.tmpdir(), 'chainreview-test'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ANON_PER_MIN: '100000',
    RATE_LIMIT_WRITE_PER_MIN: '100000',
    RATE_LIMIT_LOGIN_PER_MIN: '100000',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'chainreview-no-web'),
    PRICE_API_URL: '',
    ...env,
  });
}

export async function createTestApp(
  testDb: TestDatabase,
  options: Partial<Omit<BuildOptions, 'database' | 'config'>> & {
    env?: Record<string, string>;
  } = {},
): Promise<BuiltApp> {
  const { env, ...rest } = options;
  return buildApp({ config: testConfig(env), database: testDb.database, logger: false, ...rest });
}

export function newWallet(): PrivateKeyAccount {
  return privateKeyToAccount(generatePrivateKey());
}

/** Signs in through the real endpoints; returns the token and user. */
export async function signIn(app: BuiltApp['app'], wallet: PrivateKeyAccount) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { address: wallet.address },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { message } = login.json().data as { message: string };
  const sign = await wallet.signMessage({ message });
  const verify = await app.inject({
    method: 'POST',
    url: '/api/verify-login',
    payload: { address: wallet.address, sign },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const data = verify.json().data as {
    access_token: string;
    user: { id: string; address: string };
  };
  return {
    token: data.access_token,
    user: data.user,
    auth: { authorization: `Bearer ${data.access_token}` },
  };
}

type App = BuiltApp['app'];
export type Headers = Record<string, string>;

/** The suite's one request helper: app.inject with a JSON payload (when given) and headers. */
export function injectJson(
  app: App,
  method: string,
  url: string,
  payload?: unknown,
  headers: Headers = {},
) {
  return app.inject({
    // any verb, unknown ones included (the router's answer to them is tested too)
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * `inject(method, url, payload?, headers?)` bound to a file's app (read when called: files
 * build it in beforeAll), with default headers when the call gives none.
 */
export function injector(app: () => App, defaultHeaders: () => Headers = () => ({})) {
  return (method: string, url: string, payload?: unknown, headers?: Headers) =>
    injectJson(app(), method, url, payload, headers ?? defaultHeaders());
}
