// Where uploaded files' bytes live: the one interface every reader and writer of uploads goes
// through. On PostgreSQL, a table every API process reads; on the embedded database (one
// process by design), files under DATA_DIR/uploads: PGlite reads a 200 kB bytea in ~49 ms,
// the disk in ~0.6 ms (README "Running several processes"). PostgreSQL's bytes recently read
// are kept in memory, bounded.
import fs from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir } from '../../db/cli-env.ts';
import type { Deps } from '../../deps.ts';
import { keysWithoutBlob, insertBlob, readBlob } from './storage.repository.ts';

export interface BlobStore {
  /** Stores bytes under a content-derived key: a key already stored keeps its bytes. */
  put(key: string, body: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
}

export { uploadsDir };

export function diskBlobs(dir: string): BlobStore {
  return {
    async put(key, body) {
      await fs.mkdir(dir, { recursive: true });
      // write then rename, so a reader never sees half a file
      const file = path.join(dir, key);
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await fs.writeFile(tmp, body);
        await fs.rename(tmp, file);
      } finally {
        // a full disk fails midway: no partial file is left behind
        await fs.rm(tmp, { force: true });
      }
    },
    async get(key) {
      try {
        return await fs.readFile(path.join(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** Bytes read recently, least recently used out first: a key names its content, never stale. */
export class RecentBytes {
  private entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const body = this.entries.get(key);
    if (body) {
      this.entries.delete(key);
      this.entries.set(key, body);
    }
    return body;
  }

  set(key: string, body: Buffer) {
    if (body.length > this.maxBytes / 8 || this.entries.has(key)) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }
}

/** Per database handle (one per process): at most this many bytes of uploads in memory. */
export const RECENT_BLOB_BYTES = 32 * 1024 * 1024;
const recentByDb = new WeakMap<object, RecentBytes>();

export function databaseBlobs(db: Deps['db']): BlobStore {
  let recent = recentByDb.get(db);
  if (!recent) recentByDb.set(db, (recent = new RecentBytes(RECENT_BLOB_BYTES)));
  const cache = recent;
  return {
    put: (key, body) => insertBlob(db, key, body),
    async get(key) {
      const hit = cache.get(key);
      if (hit) return hit;
      const body = await readBlob(db, key);
      if (body) cache.set(key, body);
      return body;
    },
  };
}

export function blobStore(deps: Pick<Deps, 'db' | 'dbKind' | 'config'>): BlobStore {
  return deps.dbKind === 'postgres'
    ? databaseBlobs(deps.db)
    : diskBlobs(uploadsDir(deps.config.dataDir));
}

/**
 * On PostgreSQL: copies the uploads this process kept on disk before they moved into the
 * database (DATA_DIR/uploads) into the table; a file no process has stays missing. Answers
 * how many were copied.
 */
export async function importDiskUploads(
  deps: Pick<Deps, 'db' | 'dbKind' | 'config'>,
): Promise<number> {
  if (deps.dbKind !== 'postgres') return 0;
  const disk = diskBlobs(uploadsDir(deps.config.dataDir));
  let copied = 0;
  for (const key of await keysWithoutBlob(deps.db)) {
    const body = await disk.get(key);
    if (!body) continue;
    await insertBlob(deps.db, key, body);
    copied++;
  }
  return copied;
}
