// Donations to reviewers, indexed from the chain.
import { sql } from 'drizzle-orm';
import type { DonationStatus } from '@chainreview/shared';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from './columns.ts';
import { reviews } from './reviews.ts';
import { users } from './users.ts';

export const donations = pgTable(
  'donations',
  {
    id: id(),
    transactionHash: text().notNull(),
    logIndex: integer().notNull().default(0),
    chainId: integer().notNull(),
    blockNumber: bigint({ mode: 'number' }),
    fromAddress: text().notNull(),
    toAddress: text().notNull(),
    fromUserId: ref().references(() => users.id, { onDelete: 'set null' }),
    toUserId: ref().references(() => users.id, { onDelete: 'set null' }),
    reviewId: ref().references(() => reviews.id, { onDelete: 'set null' }),
    token: text().$type<'BNB' | 'BUSD'>().notNull(),
    /** Amount in the token's smallest unit (wei), as sent to the reviewer plus fee. */
    amount: numeric({ precision: 78, scale: 0 }).notNull(),
    fee: numeric({ precision: 78, scale: 0 }).notNull().default('0'),
    amountUsd: numeric({ precision: 20, scale: 2 }).notNull().default('0'),
    message: text(),
    /** pending counts nowhere; confirmed is in every total; reversed undid its credits. */
    status: text().$type<DonationStatus>().notNull().default('confirmed'),
    /** The block the transaction was seen in: a different hash there later means a reorg. */
    blockHash: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    reversedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // one live donation per Donate event: reports, retries and the indexer all meet here; a
    // reversed row is history, so the same event mined again in another block is a new row
    uniqueIndex('donations_chain_tx_log_uq')
      .on(t.chainId, sql`lower(${t.transactionHash})`, t.logIndex)
      .where(sql`${t.status} <> 'reversed'`),
    // what the indexer re-checks each run: pending ones and the newest confirmed ones
    index('donations_chain_block_idx')
      .on(t.chainId, t.blockNumber)
      .where(sql`${t.status} <> 'reversed'`),
    index('donations_review_idx').on(t.reviewId),
    index('donations_to_user_idx').on(t.toUserId, t.createdAt),
    index('donations_to_idx').on(t.toAddress, t.createdAt),
    index('donations_from_idx').on(t.fromAddress, t.createdAt),
  ],
);
