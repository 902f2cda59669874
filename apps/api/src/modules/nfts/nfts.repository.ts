// SQL for the NFTs a user owns in the configured collections (a cache of what the chain said).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { nfts } from '../../db/schema.ts';

export type NftRow = typeof nfts.$inferSelect;
export type NftValues = typeof nfts.$inferInsert;

/** Replaces what is stored of one collection for a user by what the chain says now. */
export async function replaceCollection(
  tx: DbOrTx,
  userId: number,
  chainId: number,
  contractAddress: string,
  rows: NftValues[],
): Promise<void> {
  await tx
    .delete(nfts)
    .where(
      and(
        eq(nfts.userId, userId),
        eq(nfts.chainId, chainId),
        sql`lower(${nfts.contractAddress}) = ${contractAddress.toLowerCase()}`,
      ),
    );
  if (rows.length) await tx.insert(nfts).values(rows);
}

/** Keeps one token (a chosen avatar) unless it is stored already. */
export async function insertNftIfMissing(tx: DbOrTx, row: NftValues): Promise<void> {
  await tx.insert(nfts).values(row).onConflictDoNothing();
}

/** A page of a user's NFTs, newest sync first, and the total. */
export async function userNftPage(db: DbOrTx, userId: number, limit: number, offset = 0) {
  const where = eq(nfts.userId, userId);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(nfts)
      .where(where)
      .orderBy(desc(nfts.syncedAt), nfts.id)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(nfts)
      .where(where),
  ]);
  return { rows, total };
}
