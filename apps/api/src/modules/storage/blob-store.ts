// Where uploaded files' bytes live: the one interface every reader and writer of uploads goes
// through. On PostgreSQL, a table every API process reads; on the embedded database (one
// process by design), files under DATA_DIR/uploads, served ten times faster than PGlite
// reads a bytea (README "Running several processes").
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../deps.ts';
import { keysWithoutBlob, insertBlob, readBlob } from './storage.repository.ts';

export interface BlobStore {
  /** Stores bytes under a content-derived key: a key already stored keeps its bytes. */
  put(key: string, body: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
}

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export function diskBlobs(dir: string): BlobStore {
  return {
    async put(key, body) {
      await fs.mkdir(dir, { recursive: true });
      // write then rename, so a reader never sees half a file
      const file = path.join(dir, key);
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
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

export function databaseBlobs(db: Deps['db']): BlobStore {
  return {
    put: (key, body) => insertBlob(db, key, body),
    get: (key) => readBlob(db, key),
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
