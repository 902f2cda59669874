// SQL for uploaded files: one row per user and stored file, found by its storage key, and
// (on PostgreSQL) the files' bytes.
import { desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fileBlobs, files } from '../../db/schema.ts';

export type FileRow = typeof files.$inferSelect;

export async function findFileByKey(db: DbOrTx, storageKey: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.storageKey, storageKey)).limit(1);
  return row;
}

/** Records a stored file; a concurrent insert of the same key wins and its row is returned. */
export async function insertFile(db: DbOrTx, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).onConflictDoNothing().returning();
  return row ?? (await findFileByKey(db, values.storageKey))!;
}

export async function listUserFiles(db: DbOrTx, userId: number, limit: number) {
  return db
    .select()
    .from(files)
    .where(eq(files.userId, userId))
    .orderBy(desc(files.id))
    .limit(limit);
}

export async function insertBlob(db: DbOrTx, storageKey: string, body: Buffer): Promise<void> {
  await db.insert(fileBlobs).values({ storageKey, body }).onConflictDoNothing();
}

export async function readBlob(db: DbOrTx, storageKey: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ body: fileBlobs.body })
    .from(fileBlobs)
    .where(eq(fileBlobs.storageKey, storageKey))
    .limit(1);
  if (!row) return null;
  return Buffer.isBuffer(row.body) ? row.body : Buffer.from(row.body);
}

/** Storage keys of files whose bytes are not in the table. */
export async function keysWithoutBlob(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ key: files.storageKey })
    .from(files)
    .leftJoin(fileBlobs, eq(fileBlobs.storageKey, files.storageKey))
    .where(isNull(fileBlobs.storageKey));
  return rows.map((r) => r.key);
}
