// SQL for notifications and level-up popups: inserting (grouped rows count their actors), the follower fan-out, the
// viewer's pages and counts, and the read and seen flags.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Cursor } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { cursorFor, keysetAfter, keyTexts, type KeyTerm } from '../../lib/paging.ts';
import { notifications, popups, projectFollows, projects, users } from '../../db/schema.ts';

export type NotificationValues = typeof notifications.$inferInsert;

/**
 * The insert of one row; with a group key, an unread row of that key counts one more actor
 * instead. Not run: execute it, or embed it in a larger statement.
 */
export function notificationInsert(values: NotificationValues): SQL {
  const now = (values.createdAt ?? new Date()).toISOString();
  const insert = sql`insert into notifications (user_id, type, action, object_id, from_user_id, project_id, group_key, message, meta, created_at, updated_at)
    values (${values.userId}, ${values.type}, ${values.action}, ${values.objectId ?? null}, ${values.fromUserId ?? null},
      ${values.projectId ?? null}, ${values.groupKey ?? null}, ${values.message ?? null}, ${JSON.stringify(values.meta ?? {})}::jsonb,
      ${now}::timestamptz, ${(values.updatedAt ?? values.createdAt ?? new Date()).toISOString()}::timestamptz)`;
  if (!values.groupKey) return insert;
  return sql`${insert} ${GROUPED}`;
}

/** A grouped row (a group key) that meets an unread row of its key counts one more actor there. */
const GROUPED = sql`on conflict (user_id, group_key) where group_key is not null and is_read = false
    do update set actor_count = notifications.actor_count + 1, from_user_id = excluded.from_user_id,
      updated_at = excluded.updated_at, is_seen = false, message = excluded.message`;

/**
 * The insert of many rows given as one JSON array of `values` (keys as the columns), grouped
 * like notificationInsert; no two rows may share an unread group. Not run: embed it in a
 * larger statement.
 */
export function notificationsInsertJson(values: readonly NotificationValues[]): SQL {
  const rows = values.map((v) => ({
    user_id: v.userId,
    type: v.type,
    action: v.action,
    object_id: v.objectId ?? null,
    from_user_id: v.fromUserId ?? null,
    project_id: v.projectId ?? null,
    group_key: v.groupKey ?? null,
    message: v.message ?? null,
    meta: v.meta ?? {},
    created_at: (v.createdAt ?? new Date()).toISOString(),
    updated_at: (v.updatedAt ?? v.createdAt ?? new Date()).toISOString(),
  }));
  return sql`insert into notifications (user_id, type, action, object_id, from_user_id, project_id, group_key, message, meta, created_at, updated_at)
    select user_id, type, action, object_id, from_user_id, project_id, group_key, message, meta, created_at, updated_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(user_id bigint, type text, action text,
      object_id text, from_user_id bigint, project_id bigint, group_key text, message text, meta jsonb,
      created_at timestamptz, updated_at timestamptz)
    ${GROUPED}`;
}

/** Inserts a row; with a group key, an unread row of that key counts one more actor instead. */
export async function insertNotification(tx: DbOrTx, values: NotificationValues): Promise<void> {
  await tx.execute(notificationInsert(values));
}

/** One 'follow_review' row per follower of the project but its author; their user ids. */
export async function insertFollowerNotifications(
  tx: DbOrTx,
  input: { projectId: number; authorId: number; reviewId: string; message: string; now: Date },
): Promise<number[]> {
  const result = await tx.execute(sql`
    insert into ${notifications} (user_id, type, action, object_id, from_user_id, project_id, message, meta, created_at, updated_at)
    select f.user_id, 'follow_review', 'display_review', ${input.reviewId}, ${input.authorId}, ${input.projectId}, ${input.message}, '{}'::jsonb, ${input.now}, ${input.now}
    from ${projectFollows} f where f.project_id = ${input.projectId} and f.user_id <> ${input.authorId}
    returning user_id
  `);
  return (result as unknown as { rows: Array<{ user_id: number | string }> }).rows.map((r) =>
    Number(r.user_id),
  );
}

export type NotificationRow = {
  n: typeof notifications.$inferSelect;
  from: typeof users.$inferSelect | null;
  project: typeof projects.$inferSelect | null;
};

function selectRows(db: DbOrTx) {
  return db
    .select({ n: notifications, from: users, project: projects })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.fromUserId))
    .leftJoin(projects, eq(projects.id, notifications.projectId));
}

/** A page of a user's notifications (all or unread), newest activity first, and the total. */
export async function listNotificationRows(
  db: DbOrTx,
  userId: number,
  unreadOnly: boolean,
  limit: number,
  offset: number,
  cursor?: Cursor,
): Promise<{ rows: NotificationRow[]; total: number; nextCursor: string | null }> {
  const where = unreadOnly
    ? and(eq(notifications.userId, userId), eq(notifications.isRead, false))
    : eq(notifications.userId, userId);
  const terms: KeyTerm[] = [
    { expr: notifications.updatedAt, desc: true, type: 'timestamptz' },
    { expr: notifications.id, desc: true, type: 'int8' },
  ];
  const tag = 'notifications';
  const [found, [{ total } = { total: 0 }]] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : db
          .select({
            n: notifications,
            from: users,
            project: projects,
            key: sql<string[]>`${keyTexts(terms)}`,
          })
          .from(notifications)
          .leftJoin(users, eq(users.id, notifications.fromUserId))
          .leftJoin(projects, eq(projects.id, notifications.projectId))
          .where(and(where, cursor ? keysetAfter(terms, cursor, tag) : undefined))
          .orderBy(desc(notifications.updatedAt), desc(notifications.id))
          .limit(limit + 1)
          .offset(cursor ? 0 : offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(notifications)
      .where(where),
  ]);
  const last = found.length > limit ? found[limit - 1] : undefined;
  return {
    rows: found.slice(0, limit).map(({ n, from, project }) => ({ n, from, project })),
    total,
    nextCursor: last ? cursorFor(tag, last.key, last.n.id) : null,
  };
}

export async function markSeen(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length)
    await db.update(notifications).set({ isSeen: true }).where(inArray(notifications.id, ids));
}

export async function countUnseen(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isSeen, false)));
  return row?.total ?? 0;
}

export async function findNotificationRow(
  db: DbOrTx,
  id: number,
): Promise<NotificationRow | undefined> {
  const [row] = await selectRows(db).where(eq(notifications.id, id)).limit(1);
  return row;
}

export async function markRead(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true, isSeen: true })
    .where(eq(notifications.id, id));
}

export async function markAllRead(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true, isSeen: true })
    .where(
      and(
        eq(notifications.userId, userId),
        sql`(${notifications.isRead} = false or ${notifications.isSeen} = false)`,
      ),
    );
}

/** A user's pending popups, oldest first. */
export async function listPopupRows(db: DbOrTx, userId: number) {
  return db.select().from(popups).where(eq(popups.userId, userId)).orderBy(asc(popups.id));
}

/** Deletes one of the user's popups, or all of them (id undefined); how many went. */
export async function deletePopupRows(db: DbOrTx, userId: number, id?: number): Promise<number> {
  const removed = await db
    .delete(popups)
    .where(
      id === undefined
        ? eq(popups.userId, userId)
        : and(eq(popups.userId, userId), eq(popups.id, id)),
    )
    .returning({ id: popups.id });
  return removed.length;
}
