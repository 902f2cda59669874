// Notifications.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, createdAt, updatedAt } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    action: text().notNull(),
    objectId: text(),
    fromUserId: ref().references(() => users.id, { onDelete: 'set null' }),
    projectId: ref().references(() => projects.id, { onDelete: 'set null' }),
    /** Notifications with the same key (e.g. upvotes on one review) are grouped into one row. */
    groupKey: text(),
    actorCount: integer().notNull().default(1),
    message: text(),
    meta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean().notNull().default(false),
    isSeen: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.updatedAt),
    uniqueIndex('notifications_user_group_unread_uq')
      .on(t.userId, t.groupKey)
      .where(sql`${t.groupKey} is not null and ${t.isRead} = false`),
    check('notifications_actor_count_pos', sql`${t.actorCount} >= 1`),
  ],
);
