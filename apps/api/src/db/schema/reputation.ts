// The XP ledger: every score change with its source.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from './columns.ts';
import { users } from './users.ts';

export const xpLedger = pgTable(
  'xp_ledger',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    reason: text().notNull(),
    sourceType: text(),
    sourceId: text(),
    actorId: ref().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('xp_ledger_user_created_idx').on(t.userId, t.createdAt)],
);
