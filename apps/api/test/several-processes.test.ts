// Several API processes on one PostgreSQL database (README "Running several processes"): a
// shared JWT secret is required, an upload made through one process is served by another,
// and processes started together with DEMO=1 seed the demo data once. The PostgreSQL cases
// run in the postgres project (TEST_DATABASE_URL).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createScratchDatabase } from '../src/db/scratch.ts';
import { importDiskUploads, uploadsDir } from '../src/modules/storage/blob-store.ts';
import { freePort } from './free-port.ts';
import {
  createTestApp,
  createTestDatabase,
  dbKind,
  newWallet,
  signIn,
  type TestDatabase,
} from './helper.ts';

const onPostgres = dbKind === 'postgres';
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmpDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

describe('JWT_SECRET with DATABASE_URL', () => {
  const url = 'postgres://db.example/chainreview';
  it('is required, and the error names the variable and why', () => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
      /JWT_SECRET: required when DATABASE_URL is set \(every API process/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, JWT_SECRET: 'x'.repeat(31) })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
    const logKey =
      'PRIVATE+KEY+test.chainreview.invalid/log+c36e5e7d+ATU1UZqSp08UgHIPxktbRKeYp6RVhfeuXq47TEhMdd9s';
    expect(
      loadConfig({ DATABASE_URL: url, JWT_SECRET: 'x'.repeat(32), LOG_SIGNING_KEY: logKey })
        .databaseUrl,
    ).toBe(url);
  });

  it('is made and kept in DATA_DIR for the embedded database', () => {
    const dir = tmpDir('cr-secret-');
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(true);
  });
});

function multipart(body: Buffer) {
  const boundary = '----several' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (background: string) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background } })
    .png()
    .toBuffer();

describe.skipIf(!onPostgres)('uploads across processes on PostgreSQL', () => {
  let testDb: TestDatabase;
  let second: Database;
  let a: BuiltApp;
  let b: BuiltApp;
  const dirA = tmpDir('cr-proc-a-');
  const dirB = tmpDir('cr-proc-b-');

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // the second process: its own pool and its own DATA_DIR, the same database
    second = await openDatabase({ url: testDb.database.url, poolSize: 2 });
    a = await createTestApp(testDb, { env: { DATA_DIR: dirA } });
    b = await createTestApp(
      { database: second, cleanup: async () => undefined },
      {
        env: { DATA_DIR: dirB },
      },
    );
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await second?.close();
    await testDb?.cleanup();
  });

  it('serves an avatar uploaded through one process from the other, and lets its owner use it there', async () => {
    const { auth } = await signIn(a.app, newWallet());
    const original = await png('#22aa66');
    const { payload, headers } = multipart(original);
    const up = await a.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(up.statusCode, up.body).toBe(200);
    const { url } = up.json().data as { url: string };
    // nothing on either process's disk: the bytes are in the database
    expect(fs.existsSync(uploadsDir(dirA))).toBe(false);
    const served = await b.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals((await a.app.inject({ method: 'GET', url })).rawPayload)).toBe(
      true,
    );
    const put = await b.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { avatarUrl: url },
      headers: auth,
    });
    expect(put.statusCode, put.body).toBe(200);
  });

  it('moves an upload a process kept on disk before into the database at start', async () => {
    const { auth } = await signIn(a.app, newWallet());
    const { payload, headers } = multipart(await png('#aa2266'));
    const up = await a.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload,
      headers: { ...headers, ...auth },
    });
    const { url } = up.json().data as { url: string };
    const key = url.split('/').pop()!;
    // as an older version left it: the file in A's DATA_DIR, no bytes in the table
    const bytes = (await a.app.inject({ method: 'GET', url })).rawPayload;
    fs.mkdirSync(uploadsDir(dirA), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir(dirA), key), bytes);
    const direct = new pg.Client({ connectionString: testDb.database.url });
    await direct.connect();
    await direct.query('delete from file_blobs where storage_key = $1', [key]);
    await direct.end();
    expect((await b.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // B has no such file: it copies nothing; A does
    expect(await importDiskUploads(b.deps)).toBe(0);
    expect(await importDiskUploads(a.deps)).toBe(1);
    expect(await importDiskUploads(a.deps)).toBe(0);
    const served = await b.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });
});

async function waitHealthy(base: string, child: ChildProcess, logs: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${logs.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy: ${logs.join('')}`);
}

describe.skipIf(!onPostgres)('two processes started together with DEMO=1', () => {
  const children: ChildProcess[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
    );
    await scratch?.drop();
  });

  it('both start on an empty database, and the demo data is seeded once', async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 't_demo2_');
    const logs: string[][] = [];
    const bases: string[] = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const log: string[] = [];
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: 'http://chainreview.test',
          DATABASE_URL: scratch.url,
          REDIS_URL: '',
          JWT_SECRET: 'several-processes-secret-several-processes',
          LOG_SIGNING_KEY:
            'PRIVATE+KEY+test.chainreview.invalid/log+c36e5e7d+ATU1UZqSp08UgHIPxktbRKeYp6RVhfeuXq47TEhMdd9s',
          DATA_DIR: tmpDir('cr-demo2-'),
          DEMO: '1',
          // a configured contract without its token: no dev chain, donations off (quick)
          DONATION_CONTRACT_ADDRESS: '0x' + '1'.repeat(40),
          PRICE_API_URL: '',
          LOG_LEVEL: 'info',
          WEB_DIST_DIR: '/nonexistent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => log.push(String(d)));
      child.stderr?.on('data', (d) => log.push(String(d)));
      children.push(child);
      logs.push(log);
      bases.push(`http://127.0.0.1:${port}`);
    }
    // started at once: both migrate, seed and listen
    await Promise.all(bases.map((base, i) => waitHealthy(base, children[i]!, logs[i]!)));
    const seeded = logs
      .flatMap((log) => log.join('').split('\n'))
      .filter((line) => line.includes('"demo data seeded"'))
      .map((line) => JSON.parse(line) as { projects: number; users: number });
    expect(seeded).toHaveLength(1);
    const direct = new pg.Client({ connectionString: scratch.url });
    await direct.connect();
    const count = async (table: string) =>
      Number((await direct.query(`select count(*)::int as n from ${table}`)).rows[0].n);
    const counts = { projects: await count('projects'), users: await count('users') };
    await direct.end();
    expect(counts).toEqual({ projects: seeded[0]!.projects, users: seeded[0]!.users });
    expect(counts.projects).toBeGreaterThan(0);
    // both run in demo mode
    for (const base of bases) {
      const res = await fetch(`${base}/api/public/system-configs`);
      expect(((await res.json()) as { data: { demo: boolean } }).data.demo).toBe(true);
    }
  }, 120_000);
});
