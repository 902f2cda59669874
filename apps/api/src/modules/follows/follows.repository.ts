// SQL for follows: the follow rows and the counters they keep on projects and users. Writes
// take the caller's transaction (which holds the row locks).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Cursor } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { cursorFor, keysetAfter, keyTexts, type KeyTerm } from '../../lib/paging.ts';
import { projectFollows, projects, userFollows, users } from '../../db/schema.ts';

/** Adds the follow row and moves both counters by one (a duplicate raises a unique violation). */
export async function insertProjectFollow(
  tx: DbOrTx,
  userId: number,
  projectId: number,
  at: Date,
): Promise<void> {
  await tx.insert(projectFollows).values({ userId, projectId, createdAt: at });
  await moveProjectFollowCounters(tx, userId, projectId, 1);
}

/** Removes the follow row and moves both counters back; false when there was none. */
export async function deleteProjectFollow(
  tx: DbOrTx,
  userId: number,
  projectId: number,
): Promise<boolean> {
  const removed = await tx
    .delete(projectFollows)
    .where(and(eq(projectFollows.userId, userId), eq(projectFollows.projectId, projectId)))
    .returning({ projectId: projectFollows.projectId });
  if (removed.length === 0) return false;
  await moveProjectFollowCounters(tx, userId, projectId, -1);
  return true;
}

async function moveProjectFollowCounters(
  tx: DbOrTx,
  userId: number,
  projectId: number,
  by: 1 | -1,
): Promise<void> {
  await tx
    .update(projects)
    .set({ followersCount: sql`${projects.followersCount} + ${by}` })
    .where(eq(projects.id, projectId));
  await tx
    .update(users)
    .set({ followingProjectsCount: sql`${users.followingProjectsCount} + ${by}` })
    .where(eq(users.id, userId));
}

export async function insertUserFollow(
  tx: DbOrTx,
  followerId: number,
  followeeId: number,
  at: Date,
): Promise<void> {
  await tx.insert(userFollows).values({ followerId, followeeId, createdAt: at });
  await moveUserFollowCounters(tx, followerId, followeeId, 1);
}

export async function deleteUserFollow(
  tx: DbOrTx,
  followerId: number,
  followeeId: number,
): Promise<boolean> {
  const removed = await tx
    .delete(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)))
    .returning({ id: userFollows.followeeId });
  if (removed.length === 0) return false;
  await moveUserFollowCounters(tx, followerId, followeeId, -1);
  return true;
}

async function moveUserFollowCounters(
  tx: DbOrTx,
  followerId: number,
  followeeId: number,
  by: 1 | -1,
): Promise<void> {
  await tx
    .update(users)
    .set({ followersCount: sql`${users.followersCount} + ${by}` })
    .where(eq(users.id, followeeId));
  await tx
    .update(users)
    .set({ followingCount: sql`${users.followingCount} + ${by}` })
    .where(eq(users.id, followerId));
}

/** Which of these projects the user follows. */
export async function followedProjectIds(
  db: DbOrTx,
  userId: number,
  projectIds: number[],
): Promise<number[]> {
  const rows = await db
    .select({ projectId: projectFollows.projectId })
    .from(projectFollows)
    .where(and(eq(projectFollows.userId, userId), inArray(projectFollows.projectId, projectIds)));
  return rows.map((r) => r.projectId);
}

/** Which of these users the user follows. */
export async function followedUserIds(
  db: DbOrTx,
  followerId: number,
  userIds: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: userFollows.followeeId })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), inArray(userFollows.followeeId, userIds)));
  return rows.map((r) => r.id);
}

export async function findUser(db: DbOrTx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * A page of a user's followers or followed users, newest follow first (the other user's id
 * breaks ties), by page number or by cursor, and the total.
 */
export async function listFollowUsers(
  db: DbOrTx,
  userId: number,
  direction: 'followers' | 'following',
  limit: number,
  offset: number,
  cursor?: Cursor,
) {
  const mine = direction === 'followers' ? userFollows.followeeId : userFollows.followerId;
  const theirs = direction === 'followers' ? userFollows.followerId : userFollows.followeeId;
  const terms: KeyTerm[] = [
    { expr: userFollows.createdAt, desc: true, type: 'timestamptz' },
    { expr: theirs, desc: true, type: 'int8' },
  ];
  const tag = `follows:${direction}`;
  const [found, [{ total } = { total: 0 }]] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : db
          .select({ user: users, key: sql<string[]>`${keyTexts(terms)}` })
          .from(userFollows)
          .innerJoin(users, eq(users.id, theirs))
          .where(and(eq(mine, userId), cursor ? keysetAfter(terms, cursor, tag) : undefined))
          .orderBy(desc(userFollows.createdAt), desc(theirs))
          .limit(limit + 1)
          .offset(cursor ? 0 : offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(userFollows)
      .where(eq(mine, userId)),
  ]);
  const last = found.length > limit ? found[limit - 1] : undefined;
  return {
    users: found.slice(0, limit).map((r) => r.user),
    total,
    nextCursor: last ? cursorFor(tag, last.key, last.user.id) : null,
  };
}
