// Backup and restore (README "Backup and restore"), uploads included.
// The embedded database: a tar archive of PGlite's own data-directory dump (taken inside
// PGlite's query lock, so no statement runs while it is read: a consistent snapshot) and the
// files of DATA_DIR/uploads. PGlite's directory cannot be opened by a second process while the
// server runs, so an online backup is taken by the running server (POST /api/internal/backup,
// loopback only, with a token derived from the JWT secret).
// PostgreSQL: pg_dump's custom format (the uploads are in the file_blobs table), restored
// with pg_restore.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { loadConfig, type Config } from '../config.ts';
import { resolveDataDir, uploadsDir } from './cli-env.ts';
import { lockDataDir } from './data-dir-lock.ts';

const MANIFEST = 'chainreview-backup.json';
const DATABASE_ENTRY = 'pglite.tar.gz';
const UPLOADS_PREFIX = 'uploads/';

export type BackupKind = 'pglite' | 'postgres';

/** The token the running server asks of a backup request: whoever reads the secret may. */
export function backupToken(jwtSecret: Uint8Array): string {
  return crypto.createHmac('sha256', jwtSecret).update('chainreview backup').digest('hex');
}

export function tokenMatches(jwtSecret: Uint8Array, given: string | undefined): boolean {
  const expected = Buffer.from(backupToken(jwtSecret));
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

// --- a minimal ustar archive (readable with `tar -tvf`) ---------------------------------

interface Entry {
  name: string;
  body: Buffer;
}

function tarHeader(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`name too long for the archive: ${name}`);
  const header = Buffer.alloc(512);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  header.write(' '.repeat(8), 148);
  header.write('0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148);
  return header;
}

function writeTar(entries: Entry[], mtime: Date): Buffer {
  const parts: Buffer[] = [];
  for (const { name, body } of entries) {
    parts.push(tarHeader(name, body.length, mtime), body);
    const pad = (512 - (body.length % 512)) % 512;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

function readTar(archive: Buffer): Entry[] {
  const entries: Entry[] = [];
  let offset = 0;
  while (offset + 512 <= archive.length) {
    const header = archive.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, end: number) =>
      header.toString('utf8', start, end).replace(/\0.*$/s, '').trim();
    const name = field(0, 100);
    const size = parseInt(field(124, 136), 8);
    if (!Number.isFinite(size) || offset + 512 + size > archive.length)
      throw new Error('the backup archive is truncated');
    entries.push({ name, body: archive.subarray(offset + 512, offset + 512 + size) });
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

/** What a backup file holds, from its first bytes. */
export async function backupKindOf(file: string): Promise<BackupKind> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(512);
    const { bytesRead } = await handle.read(head, 0, 512, 0);
    if (bytesRead >= 5 && head.subarray(0, 5).toString() === 'PGDMP') return 'postgres';
    if (bytesRead === 512 && head.toString('ascii', 257, 262) === 'ustar') return 'pglite';
  } finally {
    await handle.close();
  }
  throw new Error(`${file} is not a ChainReview backup (neither a pg_dump nor a backup archive)`);
}

// --- the embedded database -----------------------------------------------------------

/**
 * The backup archive of an open PGlite and its uploads. The database first: an upload's
 * bytes are written before its row, so every row in the snapshot finds its file.
 */
/** Dumps running in this process: PGlite answers no query while it dumps (health says so). */
let dumping = 0;
export const embeddedDumpRunning = () => dumping > 0;

export async function embeddedArchive(client: PGlite, dataDir: string): Promise<Buffer> {
  await client.query('checkpoint');
  dumping += 1;
  let dump: Buffer;
  try {
    dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    dumping -= 1;
  }
  const entries: Entry[] = [
    {
      name: MANIFEST,
      body: Buffer.from(JSON.stringify({ format: 1, kind: 'pglite', createdAt: new Date() })),
    },
    { name: DATABASE_ENTRY, body: dump },
  ];
  const dir = uploadsDir(dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => /^[\w-]+\.(png|jpg)$/.test(n)).sort())
    entries.push({ name: UPLOADS_PREFIX + name, body: await fs.readFile(path.join(dir, name)) });
  return writeTar(entries, new Date());
}

/** The archive of a DATA_DIR whose server is stopped (it opens the database itself). */
export async function offlineEmbeddedArchive(dataDir: string): Promise<Buffer> {
  const databaseDir = path.join(dataDir, 'pglite');
  await fs.access(path.join(databaseDir, 'PG_VERSION')).catch(() => {
    throw new Error(`no embedded database in ${databaseDir}`);
  });
  // a server may hold the folder without listening yet (starting) or on another port: the
  // lock, not the port, says whether it is free
  const lock = lockDataDir(databaseDir);
  try {
    const client = await PGlite.create({ dataDir: databaseDir, extensions: { pg_trgm } });
    try {
      return await embeddedArchive(client, dataDir);
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Replaces DATA_DIR's database and uploads with an archive's. The server must be stopped.
 * The previous ones are kept beside them (`*.before-restore-<time>`) and listed.
 */
export async function restoreEmbedded(dataDir: string, archive: Buffer): Promise<string[]> {
  await fs.mkdir(dataDir, { recursive: true });
  const lock = lockDataDir(path.join(dataDir, 'pglite'));
  try {
    return await restoreEmbeddedLocked(dataDir, archive);
  } finally {
    lock.release();
  }
}

async function restoreEmbeddedLocked(dataDir: string, archive: Buffer): Promise<string[]> {
  const entries = readTar(archive);
  const manifest = entries.find((e) => e.name === MANIFEST);
  const dump = entries.find((e) => e.name === DATABASE_ENTRY);
  if (!manifest || !dump) throw new Error('the archive is not a backup of the embedded database');
  const uploads = entries.filter((e) => e.name.startsWith(UPLOADS_PREFIX));
  if (uploads.some((e) => !/^[\w-]+\.(png|jpg)$/.test(e.name.slice(UPLOADS_PREFIX.length))))
    throw new Error('the archive names an upload outside uploads/');

  await fs.mkdir(dataDir, { recursive: true });
  const databaseDir = path.join(dataDir, 'pglite');
  const filesDir = uploadsDir(dataDir);
  const staging = { db: `${databaseDir}.restoring`, files: `${filesDir}.restoring` };
  await fs.rm(staging.db, { recursive: true, force: true });
  await fs.rm(staging.files, { recursive: true, force: true });
  // loading the dump through PGlite checks it opens before anything is replaced
  const client = await PGlite.create({
    dataDir: staging.db,
    loadDataDir: new Blob([new Uint8Array(dump.body)]),
    extensions: { pg_trgm },
  });
  await client.query('select 1');
  await client.close();
  await fs.mkdir(staging.files, { recursive: true });
  for (const { name, body } of uploads)
    await fs.writeFile(path.join(staging.files, name.slice(UPLOADS_PREFIX.length)), body);

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const kept: string[] = [];
  for (const [live, staged] of [
    [databaseDir, staging.db],
    [filesDir, staging.files],
  ] as const) {
    const exists = await fs.stat(live).then(
      () => true,
      () => false,
    );
    if (exists) {
      const aside = `${live}.before-restore-${stamp}`;
      await fs.rename(live, aside);
      kept.push(aside);
    }
    await fs.rename(staged, live);
  }
  return kept;
}

// --- PostgreSQL ----------------------------------------------------------------------

/** libpq's variables for a URL, so that no password shows in the process list. */
function libpqEnv(url: string): Record<string, string> {
  const u = new URL(url);
  const env: Record<string, string> = {};
  const host = u.searchParams.get('host') ?? decodeURIComponent(u.hostname);
  if (host) env.PGHOST = host;
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const database = decodeURIComponent(u.pathname.slice(1));
  if (database) env.PGDATABASE = database;
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function run(command: string, args: string[], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...libpqEnv(url) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} was not found: install PostgreSQL's client tools`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/** pg_dump of the whole database (a consistent snapshot while the API keeps serving). */
export function backupPostgres(url: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file], url);
}

/** Replaces the database's objects with the dump's, in one transaction. */
export function restorePostgres(url: string, file: string): Promise<void> {
  return run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      libpqEnv(url).PGDATABASE ?? 'postgres',
      file,
    ],
    url,
  );
}

// --- the scripts ----------------------------------------------------------------------

type Env = Record<string, string | undefined>;

function serverBase(config: Config): string {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '::1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

const refused = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';

function embeddedConfig(env: Env): Config {
  return loadConfig({ ...env, DATABASE_URL: '', DATA_DIR: resolveDataDir(env) });
}

/** Writes a backup to `file`; answers how it was taken. */
export async function backup(env: Env, file: string): Promise<string> {
  const url = env.DATABASE_URL || undefined;
  if (url) {
    await backupPostgres(url, file);
    return 'PostgreSQL (pg_dump)';
  }
  const config = embeddedConfig(env);
  let archive: Buffer;
  let how: string;
  try {
    // the running server holds the database: it takes the snapshot
    const res = await fetch(`${serverBase(config)}/api/internal/backup`, {
      method: 'POST',
      headers: { 'x-backup-token': backupToken(config.jwtSecret) },
      signal: AbortSignal.timeout(10 * 60_000),
    });
    if (!res.ok)
      throw new Error(
        `the server at ${serverBase(config)} answered ${res.status}` +
          (res.status === 403 ? ' (it has another JWT_SECRET or DATA_DIR)' : ''),
      );
    archive = Buffer.from(await res.arrayBuffer());
    how = `the embedded database, online through the server at ${serverBase(config)}`;
  } catch (error) {
    if (!refused(error)) throw error;
    archive = await offlineEmbeddedArchive(config.dataDir);
    how = `the embedded database in ${config.dataDir} (no server was running)`;
  }
  const tmp = `${file}.tmp`;
  try {
    await fs.writeFile(tmp, archive);
    await fs.rename(tmp, file);
  } finally {
    await fs.rm(tmp, { force: true });
  }
  return how;
}

/** Restores `file` over the configured database; answers what it did. */
export async function restore(env: Env, file: string): Promise<string> {
  const kind = await backupKindOf(file);
  const url = env.DATABASE_URL || undefined;
  if (kind === 'postgres') {
    if (!url) throw new Error('this is a PostgreSQL backup: set DATABASE_URL to restore it');
    await restorePostgres(url, file);
    return 'PostgreSQL restored (pg_restore)';
  }
  if (url) throw new Error('this is a backup of the embedded database: unset DATABASE_URL');
  const config = embeddedConfig(env);
  const listening = await fetch(`${serverBase(config)}/api/health/live`, {
    signal: AbortSignal.timeout(5000),
  }).then(
    () => true,
    (error: unknown) => !refused(error),
  );
  if (listening)
    throw new Error(
      `a server answers at ${serverBase(config)}: stop it first (it holds ${config.dataDir})`,
    );
  const kept = await restoreEmbedded(config.dataDir, await fs.readFile(file));
  return `${config.dataDir} restored${kept.length ? `; the previous data kept in ${kept.join(', ')}` : ''}`;
}
