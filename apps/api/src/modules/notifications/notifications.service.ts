// Notifications are written in the same transaction as their cause. Repeated events of one
// kind on one object (50 upvotes on a review) share one unread row with an actor count.
import {
  listMeta,
  type Cursor,
  type Notification,
  type NotificationAction,
  type NotificationFilter,
  type NotificationType,
  isId,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  countUnseen,
  findNotificationRow,
  insertFollowerNotifications,
  insertNotification,
  listNotificationRows,
  markAllRead,
  markRead,
  markSeen,
  type NotificationRow,
  type NotificationValues,
} from './notifications.repository.ts';

export interface NotifyInput {
  userId: number;
  type: NotificationType;
  action: NotificationAction;
  objectId?: string;
  fromUserId?: number | null;
  projectId?: number | null;
  /** Events with the same key are grouped into one unread row. */
  groupKey?: string;
  message?: string | null;
  meta?: Record<string, unknown>;
  now: Date;
}

/** The row a notification is stored as, or null for one to oneself (never sent). */
export function notificationValues(input: NotifyInput): NotificationValues | null {
  if (input.fromUserId != null && input.fromUserId === input.userId) return null;
  return {
    userId: input.userId,
    type: input.type,
    action: input.action,
    objectId: input.objectId ?? null,
    fromUserId: input.fromUserId ?? null,
    projectId: input.projectId ?? null,
    groupKey: input.groupKey ?? null,
    message: input.message ? input.message.slice(0, 500) : null,
    meta: input.meta ?? {},
    createdAt: input.now,
    updatedAt: input.now,
  };
}

export async function notify(tx: DbOrTx, input: NotifyInput): Promise<void> {
  const values = notificationValues(input);
  if (values) await insertNotification(tx, values);
}

/** Tells every follower of a project about a new review (one row each, never the author). */
export async function notifyProjectFollowers(
  tx: DbOrTx,
  input: { projectId: number; authorId: number; reviewId: string; message: string; now: Date },
): Promise<number[]> {
  return insertFollowerNotifications(tx, { ...input, message: input.message.slice(0, 500) });
}

// ---- reading -------------------------------------------------------------------------------

const NOTIFY_CHANNEL = 'notify';

/** Tells every API process which users have news; their open streams push new counts. */
export async function announce(deps: Deps, userIds: number[]): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length) await deps.cache.publish(NOTIFY_CHANNEL, JSON.stringify(unique));
}

export function subscribeAnnouncements(deps: Deps, handler: (userIds: number[]) => void) {
  return deps.cache.subscribe(NOTIFY_CHANNEL, (message) => {
    try {
      const ids = JSON.parse(message) as unknown;
      if (Array.isArray(ids)) handler(ids.filter((id): id is number => typeof id === 'number'));
    } catch {
      // ignore malformed messages
    }
  });
}

type Row = NotificationRow;

function toNotification({ n, from, project }: Row): Notification {
  const meta = n.meta as {
    amount?: string;
    donateCurrency?: string;
    newLevel?: number;
    event?: string;
    reasonCategory?: string | null;
  };
  return {
    id: String(n.id),
    type: n.type as Notification['type'],
    action: n.action as Notification['action'],
    message: n.message,
    objectId: n.objectId,
    isRead: n.isRead,
    isSeen: n.isSeen,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    actorCount: n.actorCount,
    from: from
      ? {
          id: String(from.id),
          address: from.address,
          displayName: from.displayName,
          avatar: from.avatarUrl ? { url: from.avatarUrl } : null,
        }
      : null,
    project: project ? { id: String(project.id), name: project.name } : null,
    object:
      meta.amount || meta.donateCurrency || meta.newLevel
        ? {
            amount: meta.amount ?? null,
            donateCurrency: meta.donateCurrency ?? null,
            newLevel: meta.newLevel ?? null,
          }
        : null,
    ...(n.type === 'moderation' && meta.event ? { event: meta.event } : {}),
    ...(n.type === 'moderation' && meta.reasonCategory
      ? { reasonCategory: meta.reasonCategory }
      : {}),
  };
}

/** A page of the viewer's notifications, newest activity first; the page counts as seen. */
export async function listNotifications(
  deps: Deps,
  userId: number,
  filter: NotificationFilter,
  limit: number,
  offset: number,
  cursor?: Cursor,
) {
  const { rows, total, nextCursor } = await listNotificationRows(
    deps.db,
    userId,
    filter === 'un_read',
    limit,
    offset,
    cursor,
  );
  await markSeen(
    deps.db,
    rows.filter((r) => !r.n.isSeen).map((r) => r.n.id),
  );
  return {
    data: rows.map(toNotification),
    meta: listMeta(limit, cursor ? 0 : offset, total, nextCursor),
  };
}

export async function unseenCount(deps: Deps, userId: number): Promise<number> {
  return countUnseen(deps.db, userId);
}

async function ownNotification(deps: Deps, userId: number, id: string): Promise<Row> {
  if (!isId(id)) throw notFound('not_found');
  const row = await findNotificationRow(deps.db, Number(id));
  // another user's notification is answered like a missing one
  if (!row || row.n.userId !== userId) throw notFound('not_found');
  return row;
}

export async function getNotification(
  deps: Deps,
  userId: number,
  id: string,
): Promise<Notification> {
  return toNotification(await ownNotification(deps, userId, id));
}

export async function readNotification(
  deps: Deps,
  userId: number,
  id: string,
): Promise<Notification> {
  const row = await ownNotification(deps, userId, id);
  await markRead(deps.db, row.n.id);
  return toNotification({ ...row, n: { ...row.n, isRead: true, isSeen: true } });
}

export async function readAllNotifications(deps: Deps, userId: number): Promise<void> {
  await markAllRead(deps.db, userId);
}
