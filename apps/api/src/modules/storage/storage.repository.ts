// SQL for uploaded files: one row per user and stored file, found by its storage key.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

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
