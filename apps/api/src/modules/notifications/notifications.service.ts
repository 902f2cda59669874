// Notifications are written in the same transaction as their cause. Repeated events of one
// kind on one object (50 upvotes on a review) share one unread row with an actor count.
import { sql } from 'drizzle-orm';
import type { NotificationAction, NotificationType } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, projectFollows } from '../../db/schema.ts';

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

/** Listeners told after commit which users have news (live counts, issue 5). */
export const notificationListeners = new Set<(userIds: number[]) => void>();

export async function notify(tx: DbOrTx, input: NotifyInput): Promise<void> {
  // never to oneself
  if (input.fromUserId != null && input.fromUserId === input.userId) return;
  const values = {
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
  if (!input.groupKey) {
    await tx.insert(notifications).values(values);
    return;
  }
  await tx
    .insert(notifications)
    .values(values)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.groupKey],
      targetWhere: sql`${notifications.groupKey} is not null and ${notifications.isRead} = false`,
      set: {
        actorCount: sql`${notifications.actorCount} + 1`,
        fromUserId: values.fromUserId,
        updatedAt: input.now,
        isSeen: false,
        message: values.message,
      },
    });
}

/** Tells every follower of a project about a new review (one row each, never the author). */
export async function notifyProjectFollowers(
  tx: DbOrTx,
  input: { projectId: number; authorId: number; reviewId: string; message: string; now: Date },
): Promise<void> {
  await tx.execute(sql`
    insert into ${notifications} (user_id, type, action, object_id, from_user_id, project_id, message, meta, created_at, updated_at)
    select f.user_id, 'follow_review', 'display_review', ${input.reviewId}, ${input.authorId}, ${input.projectId}, ${input.message.slice(0, 500)}, '{}'::jsonb, ${input.now}, ${input.now}
    from ${projectFollows} f where f.project_id = ${input.projectId} and f.user_id <> ${input.authorId}
  `);
}
