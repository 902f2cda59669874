// The transparency log (RFC 6962 Merkle tree; modules/tlog) and its on-chain anchors.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, createdAt, updatedAt, bytea } from './columns.ts';

/** The log's one counter row: locked by every append, so leaf indexes are consecutive. */
export const tlogState = pgTable('tlog_state', {
  id: smallint().primaryKey(),
  size: bigint({ mode: 'number' }).notNull(),
});

/** Every leaf, append-only: its exact bytes (canonical JSON) and its RFC 6962 leaf hash. */
export const tlogEntries = pgTable(
  'tlog_entries',
  {
    idx: bigint({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    data: bytea().notNull(),
    leafHash: bytea().notNull(),
    /** For review_version leaves: which review and version (the API answers' leafIndex). */
    reviewId: ref(),
    reviewVersion: integer(),
    createdAt: createdAt(),
  },
  (t) => [index('tlog_entries_review_idx').on(t.reviewId, t.reviewVersion)],
);

/**
 * Every complete subtree's hash: (level, n) is the root of leaves [n * 2^level, (n+1) * 2^level).
 * Tiles are ranges of one level; roots and proofs read O(log n) of them.
 */
export const tlogHashes = pgTable(
  'tlog_hashes',
  {
    level: smallint().notNull(),
    n: bigint({ mode: 'number' }).notNull(),
    hash: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.n] })],
);

/** Signed tree heads (C2SP checkpoints), one per size. */
export const tlogCheckpoints = pgTable('tlog_checkpoints', {
  size: bigint({ mode: 'number' }).primaryKey(),
  rootHash: bytea().notNull(),
  note: text().notNull(),
  createdAt: createdAt(),
});

/**
 * Checkpoints of the transparency log written to the LogAnchor contract: one row per anchor
 * transaction sent. pending until it has the chain's confirmations, then confirmed; dropped when
 * a reorganisation (or the node) lost it (a new row then sends it again); failed when it was
 * mined but reverted.
 */
export const logAnchors = pgTable(
  'log_anchors',
  {
    id: id(),
    treeSize: bigint({ mode: 'number' }).notNull(),
    /** 0x-hex SHA-256 root of the log at treeSize. */
    rootHash: text().notNull(),
    txHash: text().notNull(),
    /** The block the transaction is in (null until mined). */
    blockNumber: bigint({ mode: 'number' }),
    chainId: integer().notNull(),
    status: text().$type<'pending' | 'confirmed' | 'dropped' | 'failed'>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // a transaction dropped by a reorganisation may be sent again with the same hash
    uniqueIndex('log_anchors_tx_uq')
      .on(t.chainId, t.txHash)
      .where(sql`${t.status} <> 'dropped'`),
    index('log_anchors_size_idx').on(t.treeSize),
    check('log_anchors_status', sql`${t.status} in ('pending', 'confirmed', 'dropped', 'failed')`),
  ],
);
