// Users as the API shows them: public profiles and the signed-in user's own view.
import {
  ENERGY,
  currentEnergy,
  levelForScore,
  maxEnergyForLevel,
  nextLevelThreshold,
  normalizeAddress,
  type Me,
  type PublicUser,
  type UpdateMe,
  type Language,
  listMeta,
  type TopReviewer,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findUserByAddress, isFollowingUser, topReviewers, updateUser, type UserRow } from './users.repository.ts';

export function toPublicUser(user: UserRow, options: { viewerId?: number | undefined; isFollowed?: boolean } = {}): PublicUser {
  const level = levelForScore(user.score);
  const isOwner = options.viewerId === user.id;
  return {
    id: String(user.id),
    address: user.address,
    displayName: user.displayName,
    bio: user.bio,
    avatar: user.avatarUrl ? { url: user.avatarUrl, type: user.avatarType ?? 'normal' } : null,
    score: user.score,
    level: level.level,
    levelName: level.name,
    reviewsCount: user.reviewsCount,
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    donateReceived: Number(user.donateReceivedUsd),
    language: user.language as Language,
    // the owner sees every link, others only the public ones (spec 6)
    socialLinks: isOwner ? user.socialLinks : user.socialLinks.filter((l) => l.isPublic),
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    ...(options.isFollowed === undefined ? {} : { isFollowed: options.isFollowed }),
  };
}

export function toMe(user: UserRow, now: Date, stepSeconds: number = ENERGY.recycleEnergyStep): Me {
  const level = levelForScore(user.score).level;
  const energy = currentEnergy({ lastEnergy: user.lastEnergy, lastResetEnergy: user.lastResetEnergy }, level, now, stepSeconds);
  return {
    ...toPublicUser(user, { viewerId: user.id }),
    lastEnergy: energy.lastEnergy,
    lastResetEnergy: energy.lastResetEnergy.toISOString(),
    maxEnergy: maxEnergyForLevel(level),
    voteEnergy: ENERGY.voteEnergy,
    reviewEnergy: ENERGY.reviewEnergy,
    nextLevelScore: nextLevelThreshold(level),
  };
}

export async function updateMe(deps: Deps, user: UserRow, input: UpdateMe): Promise<Me> {
  const values: Parameters<typeof updateUser>[2] = {};
  if (input.displayName !== undefined) values.displayName = input.displayName.trim();
  if (input.bio !== undefined) values.bio = input.bio === null ? null : input.bio.trim();
  if (input.language !== undefined) values.language = input.language;
  const updated = Object.keys(values).length ? await updateUser(deps.db, user.id, values) : user;
  return toMe(updated, deps.now());
}

export async function getProfileByAddress(deps: Deps, rawAddress: string, viewerId?: number): Promise<PublicUser> {
  const address = normalizeAddress(rawAddress);
  if (!address) throw badRequest("Invalid 'address' parameter");
  const user = await findUserByAddress(deps.db, address);
  if (!user || user.status === 'blocked') throw notFound('can_not_find_user');
  const isFollowed = viewerId === undefined ? undefined : viewerId !== user.id && (await isFollowingUser(deps.db, viewerId, user.id));
  return toPublicUser(user, { viewerId, ...(isFollowed === undefined ? {} : { isFollowed }) });
}

export async function topReviewersPage(deps: Deps, window: 7 | 30 | 90, limit: number, offset: number) {
  const since = new Date(deps.now().getTime() - window * 86_400_000);
  const { rows, total } = await topReviewers(deps.db, since, limit, offset);
  const data: TopReviewer[] = rows.map((r) => ({ ...toPublicUser(r.user), windowReviews: r.windowReviews }));
  return { data, meta: listMeta(limit, offset, total) };
}
