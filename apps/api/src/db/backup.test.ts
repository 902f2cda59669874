// Backup and restore round trips: the same rows in every table and the same upload bytes.
// The embedded database in the pglite project (online, through the running server), and
// PostgreSQL (pg_dump/pg_restore) in the postgres project.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app.ts';
import { createTestDatabase, dbKind, newWallet, signIn, testConfig } from '../../test/helper.ts';
import { freePort } from '../../test/free-port.ts';
import { backup, backupToken, restore } from './backup.ts';
import { migrateDatabase, openDatabase, type Database, type Db } from './client.ts';
import { createScratchDatabase } from './scratch.ts';

const SECRET = 'backup-test-secret-backup-test-secret-0123';
const tmpDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every table's row count and a hash of its rows in order. */
async function tableDigest(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [result] = await rows<{ n: number; h: string }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
      ),
    );
    digest[name] = `${result!.n}:${result!.h}`;
  }
  return digest;
}

function multipart(body: Buffer) {
  const boundary = '----backup' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A user with an uploaded avatar: rows in several tables and one upload. */
async function someData(built: BuiltApp): Promise<string> {
  const { auth } = await signIn(built.app, newWallet());
  const image = await sharp({
    create: { width: 20, height: 12, channels: 3, background: '#8844cc' },
  })
    .png()
    .toBuffer();
  const { payload, headers } = multipart(image);
  const up = await built.app.inject({
    method: 'POST',
    url: '/api/storage/upload',
    payload,
    headers: { ...headers, ...auth },
  });
  expect(up.statusCode, up.body).toBe(200);
  const { url } = up.json().data as { url: string };
  const put = await built.app.inject({
    method: 'PUT',
    url: '/api/me',
    payload: { avatarUrl: url, displayName: 'Backed up' },
    headers: auth,
  });
  expect(put.statusCode, put.body).toBe(200);
  return url;
}

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(dbKind !== 'pglite')('the embedded database', () => {
  it('backs up online through the running server and restores the same rows and files', async () => {
    const dataDir = tmpDir('cr-backup-');
    // the server's database in memory (quicker to make than on disk): its uploads in DATA_DIR
    const database: Database = await openDatabase({});
    let open = true;
    cleanups.push(async () => open && database.close());
    await migrateDatabase(database);
    const port = await freePort();
    const env = { DATA_DIR: dataDir, JWT_SECRET: SECRET, HOST: '127.0.0.1', PORT: String(port) };
    const built = await buildApp({ config: testConfig(env), database, logger: false });
    await built.app.listen({ port, host: '127.0.0.1' });
    let listening = true;
    cleanups.push(async () => listening && built.app.close());
    const url = await someData(built);
    const uploaded = fs.readdirSync(path.join(dataDir, 'uploads'));
    expect(uploaded).toEqual([url.split('/').pop()]);
    const uploads = new Map(
      uploaded.map((name) => [name, fs.readFileSync(path.join(dataDir, 'uploads', name))]),
    );

    // only with the token, and never relayed by a proxy
    const endpoint = `http://127.0.0.1:${port}/api/internal/backup`;
    expect((await fetch(endpoint, { method: 'POST' })).status).toBe(403);
    const relayed = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'x-backup-token': backupToken(testConfig(env).jwtSecret),
        'x-forwarded-for': '1.2.3.4',
      },
    });
    expect(relayed.status).toBe(404);

    const file = path.join(tmpDir('cr-backup-file-'), 'chainreview.backup');
    // online: the server keeps answering while it takes the backup
    const base = `http://127.0.0.1:${port}`;
    const [how, ...reads] = await Promise.all([
      backup(env, file),
      ...Array.from({ length: 5 }, () => fetch(`${base}/api/public/system-configs`)),
    ]);
    expect(how).toContain('online through the server');
    expect(reads.map((r) => (r as Response).status)).toEqual([200, 200, 200, 200, 200]);
    const before = await tableDigest(database.db);
    expect(Number(before.users!.split(':')[0])).toBeGreaterThan(0);
    expect(Number(before.files!.split(':')[0])).toBe(1);
    // a write after the backup is not in it
    await signIn(built.app, newWallet());
    await expect(restore(env, file)).rejects.toThrow(/stop it first/);
    await built.app.close();
    listening = false;
    await database.close();
    open = false;

    // into the DATA_DIR it came from, whose later files are set aside
    {
      const target = dataDir;
      expect(await restore(env, file)).toContain('.before-restore-');
      const restored = await openDatabase({ dataDir: path.join(target, 'pglite') });
      try {
        expect(await tableDigest(restored.db)).toEqual(before);
      } finally {
        await restored.close();
      }
      for (const [name, body] of uploads)
        expect(fs.readFileSync(path.join(target, 'uploads', name)).equals(body)).toBe(true);
      expect(fs.readdirSync(path.join(target, 'uploads'))).toEqual([...uploads.keys()]);
    }
  }, 120_000);
});

describe.skipIf(dbKind !== 'postgres')('PostgreSQL', () => {
  it('backs up with pg_dump and restores the same rows, uploads included', async () => {
    const testDb = await createTestDatabase();
    cleanups.push(() => testDb.cleanup());
    const source = testDb.database.url!;
    const built = await buildApp({
      config: testConfig({ DATA_DIR: tmpDir('cr-pg-backup-') }),
      database: testDb.database,
      logger: false,
    });
    const url = await someData(built);
    const bytes = (await built.app.inject({ method: 'GET', url })).rawPayload;
    const file = path.join(tmpDir('cr-pg-backup-file-'), 'chainreview.dump');
    expect(await backup({ DATABASE_URL: source }, file)).toContain('pg_dump');
    const before = await tableDigest(testDb.database.db);
    expect(Number(before.file_blobs!.split(':')[0])).toBe(1);
    await signIn(built.app, newWallet());
    await built.app.close();

    // into an empty database, and over the source (changed since)
    const empty = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 't_restore_');
    cleanups.push(() => empty.drop());
    for (const target of [empty.url, source]) {
      await restore({ DATABASE_URL: target }, file);
      const restored = await openDatabase({ url: target, poolSize: 1 });
      try {
        expect(await tableDigest(restored.db)).toEqual(before);
        const app = await buildApp({
          config: testConfig({ DATA_DIR: tmpDir('cr-pg-restored-') }),
          database: restored,
          logger: false,
        });
        const served = await app.app.inject({ method: 'GET', url });
        await app.app.close();
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(bytes)).toBe(true);
      } finally {
        await restored.close();
      }
    }
  }, 120_000);
});
