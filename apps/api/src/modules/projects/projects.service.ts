// Projects as visitors find and judge them: lists, search, lookups, statistics, activities.
// Blocked and pending projects are invisible to the public.
import {
  isEvmChain,
  listMeta,
  normalizeAddress,
  normalizeProjectAddress,
  PROJECT_LINK_FIELDS,
  type Chain,
  type Project,
  type ProjectCategory,
  type ProjectListQuery,
  isId,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { ViewerRef } from '../../lib/viewer.ts';
import {
  countProjects,
  findProjectByAddress,
  findProjectByChainAddress,
  findProjectById,
  followedProjectIds,
  holderReviewCount,
  listProjects,
  reviewsByLevel,
  reviewsStatistic,
  type ProjectRow,
} from './projects.repository.ts';

export function toProject(row: ProjectRow, isFollowed?: boolean): Project {
  const links: Project['links'] = {};
  for (const field of PROJECT_LINK_FIELDS) {
    const value = row.links[field];
    if (typeof value === 'string' && value) links[field] = value;
  }
  return {
    id: String(row.id),
    name: row.name,
    symbol: row.symbol,
    chain: row.chain as Chain,
    contractAddress: row.contractAddress,
    lpAddress: row.lpAddress,
    router: row.router,
    decimals: row.decimals,
    totalSupply: row.totalSupply,
    avatar: row.avatarUrl ? { url: row.avatarUrl, type: row.avatarType ?? 'normal' } : null,
    isVerified: row.isVerified,
    ...(isFollowed === undefined ? {} : { isFollowed }),
    ownerAddress: row.ownerAddress,
    description: row.description,
    type: row.type,
    categories: row.categories as ProjectCategory[],
    status: row.status,
    avgStar: Math.round(row.avgStar * 100) / 100,
    trustedRating: row.reviewCount > 0 ? Math.round(row.goodRatingScore * 100) / 100 : null,
    reviewCount: row.reviewCount,
    star1: row.star1,
    star2: row.star2,
    star3: row.star3,
    star4: row.star4,
    star5: row.star5,
    followersCount: row.followersCount,
    auditLink: row.auditLink,
    coinGeckoLink: row.coinGeckoLink,
    coinMarketCapLink: row.coinMarketCapLink,
    links,
    listingLinks: Array.isArray(row.links.listingLinks) ? row.links.listingLinks : [],
    trendingScore: row.trendingScore,
    popularScore: row.popularScore,
    newScore: row.newScore,
    goodRatingScore: row.goodRatingScore,
    newGemScore: row.newGemScore,
    featureScore: row.featureScore,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    changedAt: row.changedAt.toISOString(),
  };
}

async function withFollowed(
  deps: Deps,
  rows: ProjectRow[],
  viewerId: number | undefined,
): Promise<Project[]> {
  if (viewerId === undefined) return rows.map((r) => toProject(r));
  const followed = await followedProjectIds(
    deps.db,
    viewerId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toProject(r, followed.has(r.id)));
}

/** List totals are cached briefly: a new project shows up in the count within 30 s. */
async function cachedCount(deps: Deps, query: ProjectListQuery): Promise<number> {
  const gems = query.sort === 'newGemScore' ? ':gems' : '';
  const key = `project-count:${query.chain ?? '*'}:${query.category ?? '*'}:${query.type ?? '*'}${gems}`;
  const hit = await deps.cache.get(key);
  if (hit !== null) return Number(hit);
  const total = await countProjects(deps.db, query, deps.now());
  await deps.cache.set(key, String(total), 30);
  return total;
}

export async function listProjectsPage(deps: Deps, query: ProjectListQuery, viewerId?: number) {
  const { rows, total, nextCursor } = await listProjects(
    deps.db,
    query,
    (q) => (q.updatedSince ? countProjects(deps.db, q, deps.now()) : cachedCount(deps, q)),
    deps.now(),
  );
  return {
    data: await withFollowed(deps, rows, viewerId),
    meta: listMeta(query.limit, query.cursor ? 0 : query.offset, total, nextCursor),
  };
}

/** A project the public may see; anything else is can_not_find_project. */
function visible(
  row: ProjectRow | undefined,
  viewer?: { id: number; address: string; role: string },
): ProjectRow {
  if (!row) throw notFound('can_not_find_project');
  if (row.status === 'active') return row;
  // a pending submission stays visible to its submitter, the owner and admins
  const mayPreview =
    viewer &&
    row.status === 'pending' &&
    (viewer.role === 'admin' ||
      row.submittedBy === viewer.id ||
      row.ownerAddress?.toLowerCase() === viewer.address.toLowerCase());
  if (mayPreview) return row;
  throw notFound('can_not_find_project');
}

export type { ViewerRef };

/**
 * Lookup by chain and address (spec 5: a valid address is normalized and the chain in the
 * path is used; otherwise the value alone is the key: an id or a non-EVM address).
 */
export async function getProjectByChainAddress(
  deps: Deps,
  chain: string,
  key: string,
  viewer?: ViewerRef,
): Promise<Project> {
  const value = key.trim();
  let row: ProjectRow | undefined;
  if (isEvmChain(chain) && normalizeAddress(value)) {
    row = await findProjectByChainAddress(deps.db, chain, normalizeProjectAddress(chain, value));
  } else if (isId(value)) {
    row = await findProjectById(deps.db, Number(value));
    if (row && row.chain !== chain && row.contractAddress) row = undefined;
  } else {
    row = await findProjectByChainAddress(deps.db, chain, value);
    if (!row) row = await findProjectByAddress(deps.db, value);
  }
  return projectFor(deps, visible(row, viewer), viewer);
}

/** Lookup by id, or by contract address on any chain. */
export async function getProjectByIdOrAddress(
  deps: Deps,
  key: string,
  viewer?: ViewerRef,
): Promise<Project> {
  const value = key.trim();
  const row = isId(value)
    ? await findProjectById(deps.db, Number(value))
    : await findProjectByAddress(deps.db, value);
  return projectFor(deps, visible(row, viewer), viewer);
}

async function projectFor(deps: Deps, row: ProjectRow, viewer?: ViewerRef): Promise<Project> {
  const [project] = await withFollowed(deps, [row], viewer?.id);
  return project!;
}

export async function getVisibleProjectRow(
  deps: Deps,
  projectId: string,
  viewer?: ViewerRef,
): Promise<ProjectRow> {
  if (!isId(projectId)) throw notFound('can_not_find_project');
  return visible(await findProjectById(deps.db, Number(projectId)), viewer);
}

export async function trendingProjects(deps: Deps, window: 7 | 30 | 90 | undefined, limit: number) {
  const { rows } = await listProjects(deps.db, {
    limit,
    offset: 0,
    sort: 'trendingScore',
    order: 'desc',
    window,
  });
  return rows.map((r) => toProject(r));
}

export async function projectsReviewsStatistic(deps: Deps) {
  return reviewsStatistic(deps.db);
}

export async function projectActivities(deps: Deps, projectId: string) {
  const row = await getVisibleProjectRow(deps, projectId);
  const [byLevel, holders] = await Promise.all([
    reviewsByLevel(deps.db, row.id),
    holderReviewCount(deps.db, row.id),
  ]);
  const result: Record<string, number> = { tokenHolderReviews: holders };
  for (let level = 1; level <= 9; level++) result[`level${level}Reviews`] = byLevel.get(level) ?? 0;
  return result;
}
