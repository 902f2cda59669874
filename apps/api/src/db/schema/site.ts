// Site-wide content and settings: pop-ups and key/value metadata.
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, createdAt } from './columns.ts';
import { users } from './users.ts';

export const popups = pgTable(
  'popups',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('popups_user_idx').on(t.userId)],
);

export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
});
