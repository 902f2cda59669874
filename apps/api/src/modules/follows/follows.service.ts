// Following projects (and, with the reputation issue, users): rows and their counters change
// in one transaction; following twice is a conflict.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { lockProjects, lockUsers, transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../db/client.ts';
import { projectFollows, projects, userFollows, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { desc } from 'drizzle-orm';
import { listMeta, isId } from '@chainreview/shared';
import { toPublicUser } from '../users/users.service.ts';
import { getVisibleProjectRow, type ViewerRef } from '../projects/projects.service.ts';

export async function followProject(
  deps: Deps,
  viewer: ViewerRef,
  projectId: string,
): Promise<void> {
  const project = await getVisibleProjectRow(deps, projectId, viewer);
  try {
    await transaction(deps, async (tx) => {
      await lockUsers(tx, [viewer.id]);
      await lockProjects(tx, [project.id]);
      await tx
        .insert(projectFollows)
        .values({ userId: viewer.id, projectId: project.id, createdAt: deps.now() });
      await tx
        .update(projects)
        .set({ followersCount: sql`${projects.followersCount} + 1` })
        .where(eq(projects.id, project.id));
      await tx
        .update(users)
        .set({ followingProjectsCount: sql`${users.followingProjectsCount} + 1` })
        .where(eq(users.id, viewer.id));
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('already_follow_this_project');
    throw error;
  }
}

export async function unfollowProject(
  deps: Deps,
  viewer: ViewerRef,
  projectId: string,
): Promise<void> {
  const project = await getVisibleProjectRow(deps, projectId, viewer);
  await transaction(deps, async (tx) => {
    await lockUsers(tx, [viewer.id]);
    await lockProjects(tx, [project.id]);
    const removed = await tx
      .delete(projectFollows)
      .where(and(eq(projectFollows.userId, viewer.id), eq(projectFollows.projectId, project.id)))
      .returning({ projectId: projectFollows.projectId });
    if (removed.length === 0) throw notFound('can_not_find_data');
    await tx
      .update(projects)
      .set({ followersCount: sql`${projects.followersCount} - 1` })
      .where(eq(projects.id, project.id));
    await tx
      .update(users)
      .set({ followingProjectsCount: sql`${users.followingProjectsCount} - 1` })
      .where(eq(users.id, viewer.id));
  });
}

/** Which of these projects the viewer follows (ids as strings). */
export async function followedProjects(
  deps: Deps,
  viewerId: number,
  ids: string[],
): Promise<string[]> {
  const numeric = ids.filter((id) => isId(id)).map(Number);
  if (numeric.length === 0) return [];
  const rows = await deps.db
    .select({ projectId: projectFollows.projectId })
    .from(projectFollows)
    .where(and(eq(projectFollows.userId, viewerId), inArray(projectFollows.projectId, numeric)));
  return rows.map((r) => String(r.projectId));
}

export async function projectFollowerCount(deps: Deps, projectId: string): Promise<number> {
  const project = await getVisibleProjectRow(deps, projectId);
  return project.followersCount;
}

async function followableUser(deps: Deps, userId: string) {
  if (!isId(userId)) throw notFound('can_not_find_user');
  const [user] = await deps.db
    .select()
    .from(users)
    .where(eq(users.id, Number(userId)))
    .limit(1);
  if (!user || user.status === 'blocked') throw notFound('can_not_find_user');
  return user;
}

export async function followUser(deps: Deps, viewer: ViewerRef, userId: string): Promise<void> {
  const target = await followableUser(deps, userId);
  if (target.id === viewer.id) throw badRequest('can_not_follow_yourself');
  try {
    await transaction(deps, async (tx) => {
      await lockUsers(tx, [viewer.id, target.id]);
      await tx
        .insert(userFollows)
        .values({ followerId: viewer.id, followeeId: target.id, createdAt: deps.now() });
      await tx
        .update(users)
        .set({ followersCount: sql`${users.followersCount} + 1` })
        .where(eq(users.id, target.id));
      await tx
        .update(users)
        .set({ followingCount: sql`${users.followingCount} + 1` })
        .where(eq(users.id, viewer.id));
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('already_follow_this_user');
    throw error;
  }
}

export async function unfollowUser(deps: Deps, viewer: ViewerRef, userId: string): Promise<void> {
  const target = await followableUser(deps, userId);
  await transaction(deps, async (tx) => {
    await lockUsers(tx, [viewer.id, target.id]);
    const removed = await tx
      .delete(userFollows)
      .where(and(eq(userFollows.followerId, viewer.id), eq(userFollows.followeeId, target.id)))
      .returning({ id: userFollows.followeeId });
    if (!removed.length) throw notFound('can_not_find_data');
    await tx
      .update(users)
      .set({ followersCount: sql`${users.followersCount} - 1` })
      .where(eq(users.id, target.id));
    await tx
      .update(users)
      .set({ followingCount: sql`${users.followingCount} - 1` })
      .where(eq(users.id, viewer.id));
  });
}

export async function followedUsers(
  deps: Deps,
  viewerId: number,
  ids: string[],
): Promise<string[]> {
  const numeric = ids.filter((id) => isId(id)).map(Number);
  if (!numeric.length) return [];
  const rows = await deps.db
    .select({ id: userFollows.followeeId })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, viewerId), inArray(userFollows.followeeId, numeric)));
  return rows.map((r) => String(r.id));
}

export async function followStatistic(deps: Deps, userId: string) {
  const user = await followableUser(deps, userId);
  return {
    followers: user.followersCount,
    following: user.followingCount,
    followingProjects: user.followingProjectsCount,
  };
}

/** Followers (direction 'followers') or followed users ('following') of a user, newest first. */
export async function followList(
  deps: Deps,
  userId: string,
  direction: 'followers' | 'following',
  limit: number,
  offset: number,
  viewerId?: number,
) {
  const user = await followableUser(deps, userId);
  const mine = direction === 'followers' ? userFollows.followeeId : userFollows.followerId;
  const theirs = direction === 'followers' ? userFollows.followerId : userFollows.followeeId;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select({ user: users })
      .from(userFollows)
      .innerJoin(users, eq(users.id, theirs))
      .where(eq(mine, user.id))
      .orderBy(desc(userFollows.createdAt))
      .limit(limit)
      .offset(offset),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(userFollows)
      .where(eq(mine, user.id)),
  ]);
  const followed =
    viewerId === undefined
      ? null
      : new Set(
          await followedUsers(
            deps,
            viewerId,
            rows.map((r) => String(r.user.id)),
          ),
        );
  return {
    data: rows.map((r) =>
      toPublicUser(r.user, {
        viewerId,
        ...(followed ? { isFollowed: followed.has(String(r.user.id)) } : {}),
      }),
    ),
    meta: listMeta(limit, offset, total),
  };
}
