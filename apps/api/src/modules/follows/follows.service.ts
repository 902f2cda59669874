// Following projects and users: rows and their counters change in one transaction (users
// locked before projects); following twice is a conflict.
import { listMeta, isId, type Cursor } from '@chainreview/shared';
import { UNIQUE_VIOLATION, sqlState } from '../../db/client.ts';
import { lockProjects, lockUsers, transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ViewerRef } from '../../lib/viewer.ts';
import { getVisibleProjectRow } from '../projects/index.ts';
import { toPublicUser } from '../users/index.ts';
import {
  deleteProjectFollow,
  deleteUserFollow,
  findUser,
  followedProjectIds,
  followedUserIds,
  insertProjectFollow,
  insertUserFollow,
  listFollowUsers,
} from './follows.repository.ts';

const numericIds = (ids: string[]) => ids.filter((id) => isId(id)).map(Number);

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
      await insertProjectFollow(tx, viewer.id, project.id, deps.now());
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
    if (!(await deleteProjectFollow(tx, viewer.id, project.id)))
      throw notFound('can_not_find_data');
  });
}

/** Which of these projects the viewer follows (ids as strings). */
export async function followedProjects(
  deps: Deps,
  viewerId: number,
  ids: string[],
): Promise<string[]> {
  const numeric = numericIds(ids);
  if (numeric.length === 0) return [];
  return (await followedProjectIds(deps.db, viewerId, numeric)).map(String);
}

export async function projectFollowerCount(deps: Deps, projectId: string): Promise<number> {
  const project = await getVisibleProjectRow(deps, projectId);
  return project.followersCount;
}

async function followableUser(deps: Deps, userId: string) {
  if (!isId(userId)) throw notFound('can_not_find_user');
  const user = await findUser(deps.db, Number(userId));
  if (!user || user.status === 'blocked') throw notFound('can_not_find_user');
  return user;
}

export async function followUser(deps: Deps, viewer: ViewerRef, userId: string): Promise<void> {
  const target = await followableUser(deps, userId);
  if (target.id === viewer.id) throw badRequest('can_not_follow_yourself');
  try {
    await transaction(deps, async (tx) => {
      await lockUsers(tx, [viewer.id, target.id]);
      await insertUserFollow(tx, viewer.id, target.id, deps.now());
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
    if (!(await deleteUserFollow(tx, viewer.id, target.id))) throw notFound('can_not_find_data');
  });
}

export async function followedUsers(
  deps: Deps,
  viewerId: number,
  ids: string[],
): Promise<string[]> {
  const numeric = numericIds(ids);
  if (!numeric.length) return [];
  return (await followedUserIds(deps.db, viewerId, numeric)).map(String);
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
  cursor?: Cursor,
) {
  const user = await followableUser(deps, userId);
  const page = await listFollowUsers(deps.db, user.id, direction, limit, offset, cursor);
  const followed =
    viewerId === undefined
      ? null
      : new Set(
          await followedUsers(
            deps,
            viewerId,
            page.users.map((u) => String(u.id)),
          ),
        );
  return {
    data: page.users.map((u) =>
      toPublicUser(u, {
        viewerId,
        ...(followed ? { isFollowed: followed.has(String(u.id)) } : {}),
      }),
    ),
    meta: listMeta(limit, cursor ? 0 : offset, page.total, page.nextCursor),
  };
}
