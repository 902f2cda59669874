// Small named values the app keeps between runs (indexer cursors, a site-wide mean): one row
// per key in app_meta.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { appMeta } from './schema.ts';

export async function readMeta(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row?.value ?? null;
}

export async function writeMeta(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value } });
}
