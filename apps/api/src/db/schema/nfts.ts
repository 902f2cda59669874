// NFTs users hold.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref } from './columns.ts';
import { users } from './users.ts';

/** ERC-721 tokens a user owned on chain at their last sync (POST /api/sync-nfts). */
export const nfts = pgTable(
  'nfts',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: integer().notNull(),
    contractAddress: text().notNull(),
    tokenId: numeric({ precision: 78, scale: 0 }).notNull(),
    name: text(),
    image: text(),
    syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nfts_user_token_uq').on(
      t.userId,
      t.chainId,
      sql`lower(${t.contractAddress})`,
      t.tokenId,
    ),
    index('nfts_user_idx').on(t.userId, t.syncedAt),
  ],
);
