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
  type RewardEntry,
  PUBLIC_SOCIAL_LINKS_LEVEL,
  isId,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { assertOwnImageUrl } from '../storage/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import {
  findModerationTarget,
  findUserByAddress,
  findUserById,
  findUserIdByAddress,
  findUsersByIds,
  ledgerPage,
  isFollowingUser,
  topReviewers,
  updateUser,
  updateUserStatus,
  upsertUserByAddress,
  type UserRow,
} from './users.repository.ts';

export function toPublicUser(
  user: UserRow,
  options: { viewerId?: number | undefined; isFollowed?: boolean } = {},
): PublicUser {
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
  const energy = currentEnergy(
    { lastEnergy: user.lastEnergy, lastResetEnergy: user.lastResetEnergy },
    level,
    now,
    stepSeconds,
  );
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
  if (input.avatarUrl !== undefined) {
    if (input.avatarUrl !== null) await assertOwnImageUrl(deps, user.id, input.avatarUrl);
    values.avatarUrl = input.avatarUrl;
    values.avatarType = input.avatarUrl === null ? null : 'normal';
  }
  if (input.socialLinks !== undefined) {
    // public links only from level 3 (spec 5); private ones anybody may keep
    if (
      input.socialLinks.some((l) => l.isPublic) &&
      levelForScore(user.score).level < PUBLIC_SOCIAL_LINKS_LEVEL
    ) {
      throw forbidden('require_member_to_public_social_links');
    }
    values.socialLinks = input.socialLinks;
  }
  const updated = Object.keys(values).length ? await updateUser(deps.db, user.id, values) : user;
  return toMe(updated, deps.now());
}

export async function getProfileByAddress(
  deps: Deps,
  rawAddress: string,
  viewerId?: number,
): Promise<PublicUser> {
  const address = normalizeAddress(rawAddress);
  if (!address) throw badRequest("Invalid 'address' parameter");
  const user = await findUserByAddress(deps.db, address);
  if (!user || user.status === 'blocked') throw notFound('can_not_find_user');
  const isFollowed =
    viewerId === undefined
      ? undefined
      : viewerId !== user.id && (await isFollowingUser(deps.db, viewerId, user.id));
  return toPublicUser(user, { viewerId, ...(isFollowed === undefined ? {} : { isFollowed }) });
}

export async function topReviewersPage(
  deps: Deps,
  window: 7 | 30 | 90,
  limit: number,
  offset: number,
) {
  const since = new Date(deps.now().getTime() - window * 86_400_000);
  const { rows, total } = await topReviewers(deps.db, since, limit, offset);
  const data: TopReviewer[] = rows.map((r) => ({
    ...toPublicUser(r.user),
    windowReviews: r.windowReviews,
  }));
  return { data, meta: listMeta(limit, offset, total) };
}

/**
 * XP history of a user: 'review_reward' is what their reviews earned (publishing, votes,
 * replies), 'reward_received' what donations brought.
 */
export async function rewardsHistory(
  deps: Deps,
  userId: string,
  type: 'review_reward' | 'reward_received' | undefined,
  limit: number,
  offset: number,
) {
  if (!isId(userId)) throw notFound('can_not_find_user');
  const user = await findUserById(deps.db, Number(userId));
  if (!user || user.status === 'blocked') throw notFound('can_not_find_user');
  const { rows, total } = await ledgerPage(deps.db, user.id, type, limit, offset);
  const actorIds = [
    ...new Set(rows.map((r) => r.actorId).filter((id): id is number => id !== null)),
  ];
  const actors = await findUsersByIds(deps.db, actorIds);
  const byId = new Map(actors.map((a) => [a.id, a]));
  const data: RewardEntry[] = rows.map((r) => {
    const actor = r.actorId === null ? undefined : byId.get(r.actorId);
    return {
      id: String(r.id),
      amount: r.amount,
      reason: r.reason,
      sourceType: r.sourceType,
      sourceId: r.sourceId,
      createdAt: r.createdAt.toISOString(),
      actor: actor
        ? { id: String(actor.id), address: actor.address, displayName: actor.displayName }
        : null,
    };
  });
  return { data, meta: listMeta(limit, offset, total) };
}

// ---- accounts as other modules use them (auth signs in, admin blocks, indexers attribute) ----

/** The account of a wallet address (any case), or null when it has never signed in. */
export async function userIdOfAddress(
  db: DbOrTx,
  address: string | null | undefined,
): Promise<number | null> {
  if (!address) return null;
  return findUserIdByAddress(db, address);
}

/** Creates the account of an address at its first sign-in, or returns it (with its role). */
export function signInAccount(db: DbOrTx, address: string, role: 'admin' | 'normal') {
  return upsertUserByAddress(db, address, role);
}

export function findUser(db: DbOrTx, id: number) {
  return findUserById(db, id);
}

/** Changes the account's stored fields (its avatar, its profile). */
export function changeUser(db: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>) {
  return updateUser(db, id, values);
}

/** Who the admin team is about to block or restore (read inside the transaction that does it). */
export function findUserForModeration(tx: DbOrTx, id: number) {
  return findModerationTarget(tx, id);
}

/** Blocks or restores an account; the caller writes the audit row in the same transaction. */
export function changeUserStatus(tx: DbOrTx, id: number, status: 'active' | 'blocked') {
  return updateUserStatus(tx, id, status);
}
