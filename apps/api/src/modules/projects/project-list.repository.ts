// SQL for project lists: filtered and sorted pages with keyset cursors.
import { and, asc, desc, getTableColumns, sql } from 'drizzle-orm';
import type { ProjectListQuery } from '@chainreview/shared';
import { cursorFor, keysetAfter, keyTexts, type KeyTerm } from '../../lib/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { filters } from './project-filters.repository.ts';
import type { ProjectRow } from './project-reads.repository.ts';
import { searchProjects } from './project-search.repository.ts';

function sortColumn(query: ProjectListQuery) {
  switch (query.sort) {
    case 'trendingScore':
      return query.window === 30
        ? projects.trendingScore30
        : query.window === 90
          ? projects.trendingScore90
          : projects.trendingScore;
    case 'popularScore':
      return projects.popularScore;
    case 'featureScore':
      return projects.featureScore;
    case 'reviewCount':
      return projects.reviewCount;
    case 'avgStar':
      return projects.avgStar;
    case 'newScore':
      return projects.newScore;
    case 'goodRatingScore':
      return projects.goodRatingScore;
    case 'newGemScore':
      return projects.newGemScore;
    case 'updated':
      return projects.updatedAt;
    case 'createdAt':
    default:
      return projects.createdAt;
  }
}

/** The cursor tag of a list order: a cursor of another order is refused. */
function listTag(query: ProjectListQuery): string {
  return `projects:${query.sort}:${query.order}:${query.sort === 'trendingScore' ? (query.window ?? 7) : ''}`;
}

function keyTerms(query: ProjectListQuery): KeyTerm[] {
  const desc = query.order !== 'asc';
  const type: KeyTerm['type'] =
    query.sort === 'createdAt' || query.sort === 'updated'
      ? 'timestamptz'
      : query.sort === 'reviewCount'
        ? 'int4'
        : 'float8';
  return [
    { expr: sortColumn(query), desc, type },
    { expr: projects.id, desc, type: 'int8' },
  ];
}

export async function countProjects(
  db: DbOrTx,
  query: ProjectListQuery,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(...filters(query, now)));
  return row?.total ?? 0;
}

/**
 * A page of projects, filtered and sorted on an indexed column (id breaks ties). `count`
 * lets the caller serve the total from a cache: counting 100k rows costs more than the page.
 */
export async function listProjects(
  db: DbOrTx,
  query: ProjectListQuery,
  count: (query: ProjectListQuery) => Promise<number> = (q) => countProjects(db, q, now),
  now = new Date(),
): Promise<{ rows: ProjectRow[]; total: number; nextCursor: string | null }> {
  const keyword = query.keyword?.trim().toLowerCase();
  if (keyword) return searchProjects(db, keyword, query);
  const terms = keyTerms(query);
  const tag = listTag(query);
  const where = and(
    ...filters(query, now),
    query.cursor ? keysetAfter(terms, query.cursor, tag) : undefined,
  );
  const column = sortColumn(query);
  const direction = query.order === 'asc' ? asc : desc;
  // one row more than the page tells whether there is a next one
  const [found, total] = await Promise.all([
    query.limit === 0
      ? Promise.resolve([] as Array<ProjectRow & { sortKey: string[] }>)
      : db
          .select({ ...getTableColumns(projects), sortKey: sql<string[]>`${keyTexts(terms)}` })
          .from(projects)
          .where(where)
          .orderBy(direction(column), direction(projects.id))
          .limit(query.limit + 1)
          .offset(query.cursor ? 0 : query.offset),
    count(query),
  ]);
  const last = found.length > query.limit ? found[query.limit - 1] : undefined;
  const rows = found.slice(0, query.limit).map(({ sortKey: _key, ...row }) => row);
  return { rows, total, nextCursor: last ? cursorFor(tag, last.sortKey, last.id) : null };
}
