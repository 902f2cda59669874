// SQL of the log's anchors (log_anchors).
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { LogAnchorStatus } from '@chainreview/shared';
import type { Db } from '../../db/client.ts';
import { logAnchors } from '../../db/schema.ts';

export type AnchorRow = typeof logAnchors.$inferSelect;

export async function insertAnchor(
  db: Db,
  row: { treeSize: number; rootHash: string; txHash: string; chainId: number; now: Date },
): Promise<void> {
  await db.insert(logAnchors).values({
    treeSize: row.treeSize,
    rootHash: row.rootHash,
    txHash: row.txHash,
    chainId: row.chainId,
    status: 'pending',
    createdAt: row.now,
    updatedAt: row.now,
  });
}

export function pendingAnchors(db: Db, chainId: number): Promise<AnchorRow[]> {
  return db
    .select()
    .from(logAnchors)
    .where(and(eq(logAnchors.chainId, chainId), eq(logAnchors.status, 'pending')))
    .orderBy(logAnchors.id);
}

/** The largest size sent and not lost (pending or confirmed), and when the last one was sent. */
export async function liveAnchorSummary(
  db: Db,
  chainId: number,
): Promise<{ maxSize: number; lastSentAt: Date } | null> {
  const [row] = await db
    .select({
      maxSize: sql<string | null>`max(${logAnchors.treeSize})`,
      lastSentAt: sql<string | null>`max(${logAnchors.createdAt})`,
    })
    .from(logAnchors)
    .where(
      and(eq(logAnchors.chainId, chainId), inArray(logAnchors.status, ['pending', 'confirmed'])),
    );
  if (!row?.maxSize || !row.lastSentAt) return null;
  return { maxSize: Number(row.maxSize), lastSentAt: new Date(row.lastSentAt) };
}

export async function setAnchorStatus(
  db: Db,
  id: number,
  status: LogAnchorStatus,
  blockNumber: number | null,
  now: Date,
): Promise<void> {
  await db
    .update(logAnchors)
    .set({ status, blockNumber, updatedAt: now })
    .where(eq(logAnchors.id, id));
}

export function latestAnchors(db: Db, chainId: number, limit: number): Promise<AnchorRow[]> {
  return db
    .select()
    .from(logAnchors)
    .where(eq(logAnchors.chainId, chainId))
    .orderBy(desc(logAnchors.treeSize), desc(logAnchors.id))
    .limit(limit);
}

/** Confirmed anchors larger than what the contract holds are marked dropped; how many. */
export async function dropAnchorsAbove(
  db: Db,
  chainId: number,
  size: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(logAnchors)
    .set({ status: 'dropped', updatedAt: now })
    .where(
      and(
        eq(logAnchors.chainId, chainId),
        eq(logAnchors.status, 'confirmed'),
        gt(logAnchors.treeSize, size),
      ),
    )
    .returning({ id: logAnchors.id });
  return rows.length;
}
