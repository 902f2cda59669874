// A full disk under the embedded database and the uploads, for real: DATA_DIR on a small tmpfs
// filled to the last byte. Writes that find no room answer 507 insufficient_storage (never a
// 500), every write answered 2xx is there after a restart, every refused one is not, and the
// start-up on a full disk, or a read-only one, says so. Needs to mount a tmpfs (root); skipped where it cannot.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { buildApp } from '../src/app.ts';
import { newWallet, signIn, testConfig } from './helper.ts';

const mountPoint = path.join(os.tmpdir(), `chainreview-full-${process.pid}`);
const mounted = (() => {
  if (process.env.TEST_DB_KIND === 'postgres') return false;
  fs.mkdirSync(mountPoint, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', mountPoint], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    fs.rmSync(mountPoint, { recursive: true, force: true });
    return false;
  }
})();

const dataDir = path.join(mountPoint, 'data');
const pgliteDir = path.join(dataDir, 'pglite');
const filler = path.join(mountPoint, 'filler');

/** Writes to a file until the file system has no byte left. */
function fillDisk(): void {
  const fd = fs.openSync(filler, 'w');
  const block = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
  }
  // the last few bytes too
  try {
    for (;;) fs.writeSync(fd, block.subarray(0, 512));
  } catch {
    // full
  }
  fs.closeSync(fd);
}

describe.skipIf(!mounted)('a full disk under DATA_DIR', () => {
  let database: Database;
  let built: BuiltApp;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: pgliteDir });
    await migrateDatabase(database);
    built = await buildApp({
      config: testConfig({ DATA_DIR: dataDir }),
      database,
      logger: false,
    });
  }, 60_000);

  afterAll(async () => {
    await built?.app.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    execFileSync('umount', ['-l', mountPoint]);
    fs.rmSync(mountPoint, { recursive: true, force: true });
  });

  it('refuses with 507 what finds no room, keeps all it acknowledged, and says so at start', async () => {
    // a member and a page of users with room left, before the disk fills
    const member = await signIn(built.app, newWallet());
    fillDisk();

    const acknowledged: string[] = [];
    const refused: string[] = [];
    const statuses = new Set<number>();
    let lastBio: string | null = null;
    for (let i = 0; i < 400 && refused.length < 5; i++) {
      const wallet = newWallet();
      const address = wallet.address.toLowerCase();
      const login = await built.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { address: wallet.address },
      });
      statuses.add(login.statusCode);
      if (login.statusCode !== 200) {
        refused.push(address);
        continue;
      }
      const sign = await wallet.signMessage({ message: login.json().data.message });
      const verify = await built.app.inject({
        method: 'POST',
        url: '/api/verify-login',
        payload: { address: wallet.address, sign },
      });
      statuses.add(verify.statusCode);
      (verify.statusCode === 200 ? acknowledged : refused).push(address);
      const bio = `bio ${i}`;
      const put = await built.app.inject({
        method: 'PUT',
        url: '/api/me',
        payload: { bio },
        headers: member.auth,
      });
      statuses.add(put.statusCode);
      if (put.statusCode === 200) lastBio = bio;
    }
    expect([...statuses].sort()).toEqual([200, 507]);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);

    // an upload has no room either: 507, and no partial file left behind
    const image = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const boundary = '----chainreviewfull';
    const upload = await built.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...member.auth },
    });
    expect(upload.statusCode).toBe(507);
    expect(upload.json()).toEqual({
      statusCode: 507,
      error: 'Insufficient Storage',
      message: ['insufficient_storage'],
    });
    const uploadsDir = path.join(dataDir, 'uploads');
    expect(fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []).toEqual([]);

    // stop, and start again on the full disk: a clear message, not "failed to initialize"
    await built.app.close();
    await database.close().catch(() => undefined);
    await expect(openDatabase({ dataDir: pgliteDir })).rejects.toThrow(
      new RegExp(`${pgliteDir}.*(ENOSPC|No space left on device)`),
    );

    // room again: every acknowledged write is there, no refused one is
    fs.rmSync(filler);
    database = await openDatabase({ dataDir: pgliteDir });
    const rows = await database.db.select({ address: users.address }).from(users);
    const present = new Set(rows.map((r) => r.address.toLowerCase()));
    expect(acknowledged.filter((a) => !present.has(a))).toEqual([]);
    expect(refused.filter((a) => present.has(a))).toEqual([]);
    const [me] = await database.db
      .select({ bio: users.bio })
      .from(users)
      .where(eq(users.id, Number(member.user.id)));
    expect(me!.bio).toBe(lastBio);
    await database.close();
  }, 120_000);

  it('says which folder is read-only when DATA_DIR is', async () => {
    const readOnly = fs.mkdtempSync(path.join(os.tmpdir(), 'chainreview-ro-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,ro', 'tmpfs', readOnly]);
    try {
      const dir = path.join(readOnly, 'pglite');
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        `Cannot open the embedded database in ${dir}: `,
      );
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        'the file system is read-only (EROFS)',
      );
    } finally {
      execFileSync('umount', ['-l', readOnly]);
      fs.rmSync(readOnly, { recursive: true, force: true });
    }
  });
});
