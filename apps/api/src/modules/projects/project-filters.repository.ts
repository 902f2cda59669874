// The WHERE terms a project list and a project search share.
import { eq, gte, sql, type SQL } from 'drizzle-orm';
import { NEW_GEM, newGemCreatedAfter, type ProjectListQuery } from '@chainreview/shared';
import { projects } from '../../db/schema.ts';

const active = eq(projects.status, 'active');

/** Escapes LIKE wildcards so a keyword is matched literally. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function filters(query: ProjectListQuery, now = new Date()): SQL[] {
  const where: SQL[] = [active];
  if (query.chain) where.push(eq(projects.chain, query.chain));
  if (query.category) where.push(sql`${query.category} = any(${projects.categories})`);
  if (query.type) where.push(eq(projects.type, query.type));
  if (query.updatedSince) where.push(gte(projects.changedAt, query.updatedSince));
  // New Gems lists only New Gems (packages/shared NEW_GEM), checked on the live counts: the
  // stored score is refreshed by a job and may be older than a project's latest reviews
  if (query.sort === 'newGemScore') {
    where.push(
      sql`${projects.newGemScore} > 0`,
      sql`${projects.reviewCount} between ${NEW_GEM.minReviews} and ${NEW_GEM.maxReviews}`,
      sql`${projects.createdAt} >= ${newGemCreatedAfter(now).toISOString()}`,
    );
  }
  return where;
}
