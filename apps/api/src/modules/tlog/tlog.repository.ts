// The transparency log's SQL: the counter row, leaves, stored subtree hashes, checkpoints.
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { HashRef } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { tlogCheckpoints, tlogEntries, tlogHashes, tlogState } from '../../db/schema.ts';

const bytes = (value: Uint8Array) => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/**
 * Takes the next `count` leaf indexes (returns the first): the counter row's lock is held until
 * the transaction ends, so appends are serialised and a rolled-back one gives its indexes back.
 */
export async function reserveIndexes(tx: DbOrTx, count: number): Promise<number> {
  const [row] = await tx
    .insert(tlogState)
    .values({ id: 1, size: count })
    .onConflictDoUpdate({ target: tlogState.id, set: { size: sql`${tlogState.size} + ${count}` } })
    .returning({ size: tlogState.size });
  return Number(row!.size) - count;
}

/** The committed size of the log (0 before the first leaf). */
export async function currentSize(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ size: tlogState.size })
    .from(tlogState)
    .where(eq(tlogState.id, 1));
  return row ? Number(row.size) : 0;
}

/** The stored hashes `refs` names, in that order; throws when one is missing. */
export async function readHashes(db: DbOrTx, refs: HashRef[]): Promise<Uint8Array[]> {
  if (refs.length === 0) return [];
  const pairs = sql.join(
    refs.map((r) => sql`(${r.level}::smallint, ${r.n}::bigint)`),
    sql`, `,
  );
  const rows = await db
    .select({ level: tlogHashes.level, n: tlogHashes.n, hash: tlogHashes.hash })
    .from(tlogHashes)
    .where(sql`(${tlogHashes.level}, ${tlogHashes.n}) in (${pairs})`);
  const found = new Map(rows.map((r) => [`${r.level}:${Number(r.n)}`, r.hash]));
  return refs.map((r) => {
    const hash = found.get(`${r.level}:${r.n}`);
    if (!hash) throw new Error(`tlog: stored hash ${r.level}/${r.n} is missing`);
    return new Uint8Array(hash);
  });
}

export interface LeafRow {
  idx: number;
  kind: string;
  data: Uint8Array;
  leafHash: Uint8Array;
  reviewId: number | null;
  reviewVersion: number | null;
}
export type StoredHash = HashRef & { hash: Uint8Array };

/** Rows per insert statement (well under PostgreSQL's 65535 parameters). */
const CHUNK = 1000;

export async function insertLeaves(
  tx: DbOrTx,
  leaves: LeafRow[],
  hashes: StoredHash[],
): Promise<void> {
  for (let i = 0; i < leaves.length; i += CHUNK)
    await tx.insert(tlogEntries).values(
      leaves.slice(i, i + CHUNK).map((leaf) => ({
        ...leaf,
        data: bytes(leaf.data),
        leafHash: bytes(leaf.leafHash),
      })),
    );
  for (let i = 0; i < hashes.length; i += CHUNK)
    await tx
      .insert(tlogHashes)
      .values(
        hashes.slice(i, i + CHUNK).map((h) => ({ level: h.level, n: h.n, hash: bytes(h.hash) })),
      );
}

/** Hashes n in [from, from + count) of one level, ascending (fewer when not all exist). */
export async function hashRange(db: DbOrTx, level: number, from: number, count: number) {
  const rows = await db
    .select({ hash: tlogHashes.hash })
    .from(tlogHashes)
    .where(
      and(eq(tlogHashes.level, level), gte(tlogHashes.n, from), lt(tlogHashes.n, from + count)),
    )
    .orderBy(asc(tlogHashes.n));
  return rows.map((r) => r.hash);
}

/** Entries idx in [from, from + count), ascending. */
export async function entryRange(db: DbOrTx, from: number, count: number) {
  const rows = await db
    .select({ data: tlogEntries.data })
    .from(tlogEntries)
    .where(and(gte(tlogEntries.idx, from), lt(tlogEntries.idx, from + count)))
    .orderBy(asc(tlogEntries.idx));
  return rows.map((r) => r.data);
}

export async function findLeafHash(db: DbOrTx, idx: number): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ leafHash: tlogEntries.leafHash })
    .from(tlogEntries)
    .where(eq(tlogEntries.idx, idx));
  return row ? new Uint8Array(row.leafHash) : null;
}

export async function findLatestCheckpoint(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(tlogCheckpoints)
    .orderBy(desc(tlogCheckpoints.size))
    .limit(1);
  return row ?? null;
}

export async function insertCheckpoint(
  db: DbOrTx,
  row: { size: number; rootHash: Uint8Array; note: string; createdAt: Date },
) {
  await db
    .insert(tlogCheckpoints)
    .values({ ...row, rootHash: bytes(row.rootHash) })
    .onConflictDoNothing();
}

/** Every logged version of one review: version -> leaf index. */
export async function reviewVersionLeaves(db: DbOrTx, reviewId: number) {
  const rows = await db
    .select({ version: tlogEntries.reviewVersion, idx: tlogEntries.idx })
    .from(tlogEntries)
    .where(eq(tlogEntries.reviewId, reviewId));
  return new Map(rows.map((r) => [Number(r.version), Number(r.idx)]));
}

/** The leaf of the decision that removed a target at an instant (the latest such), or null. */
export async function findModerationLeaf(
  db: DbOrTx,
  decision: { targetType: string; targetId: number | string; decidedAt: Date },
): Promise<number | null> {
  const wanted = JSON.stringify({
    targetType: decision.targetType,
    targetId: String(decision.targetId),
    decidedAt: decision.decidedAt.toISOString(),
  });
  const [row] = await db
    .select({ idx: tlogEntries.idx })
    .from(tlogEntries)
    .where(
      and(
        eq(tlogEntries.kind, 'moderation'),
        sql`convert_from(${tlogEntries.data}, 'UTF8')::jsonb @> ${wanted}::jsonb`,
        // the decision that removed it, not an appeal's or a restore's at the same instant
        sql`convert_from(${tlogEntries.data}, 'UTF8')::jsonb ->> 'action' in ('block', 'uphold', 'hide')`,
      ),
    )
    .orderBy(desc(tlogEntries.idx))
    .limit(1);
  return row ? Number(row.idx) : null;
}
