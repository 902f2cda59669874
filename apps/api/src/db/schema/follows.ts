// Who follows which project and which user.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ref, createdAt } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

export const projectFollows = pgTable(
  'project_follows',
  {
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: ref()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    index('project_follows_project_idx').on(t.projectId),
  ],
);

export const userFollows = pgTable(
  'user_follows',
  {
    followerId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('user_follows_followee_idx').on(t.followeeId),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);
