// Projects and the edit requests their owners send.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, createdAt, updatedAt, counter } from './columns.ts';
import { users } from './users.ts';

export interface ProjectLinks {
  websiteLink?: string;
  telegramLink?: string;
  twitterLink?: string;
  discordLink?: string;
  redditLink?: string;
  facebookLink?: string;
  instagramLink?: string;
  tikTokLink?: string;
  youtubeLink?: string;
  mediumLink?: string;
  githubLink?: string;
  whitepaper?: string;
  listingLinks?: string[];
}

export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: text().notNull(),
    symbol: text(),
    chain: text().notNull(),
    contractAddress: text(),
    lpAddress: text(),
    router: smallint(),
    decimals: smallint(),
    totalSupply: numeric({ precision: 78, scale: 0 }),
    avatarUrl: text(),
    avatarType: text().$type<'normal' | 'nft'>(),
    isVerified: boolean().notNull().default(false),
    ownerAddress: text(),
    description: text(),
    type: text().$type<'normal' | 'nft'>().notNull().default('normal'),
    categories: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text().$type<'pending' | 'active' | 'blocked'>().notNull().default('active'),
    auditLink: text(),
    coinGeckoLink: text(),
    coinMarketCapLink: text(),
    links: jsonb().$type<ProjectLinks>().notNull().default({}),
    submittedBy: ref().references(() => users.id, { onDelete: 'set null' }),
    reviewCount: counter(),
    star1: counter(),
    star2: counter(),
    star3: counter(),
    star4: counter(),
    star5: counter(),
    avgStar: doublePrecision().notNull().default(0),
    followersCount: counter(),
    /** Trending in the 7-day window (the default); the 30- and 90-day windows beside it. */
    trendingScore: doublePrecision().notNull().default(0),
    trendingScore30: doublePrecision().notNull().default(0),
    trendingScore90: doublePrecision().notNull().default(0),
    newGemScore: doublePrecision().notNull().default(0),
    popularScore: doublePrecision().notNull().default(0),
    featureScore: doublePrecision().notNull().default(0),
    newScore: doublePrecision().notNull().default(0),
    goodRatingScore: doublePrecision().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * When a field the public answer shows last changed (aggregates included, the scheduled
     * ranking scores aside): set by a trigger on every write (migration 0015), so no write path
     * can forget it. `updatedSince` compares it.
     */
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_chain_address_uq')
      .on(t.chain, sql`lower(${t.contractAddress})`)
      .where(sql`${t.contractAddress} is not null`),
    index('projects_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // these two also INCLUDE (name or symbol, popular_score, status, id) for index-only
    // search branches: migration 0009 (custom SQL; drizzle-kit has no INCLUDE)
    index('projects_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('projects_symbol_lower_idx').on(sql`lower(${t.symbol}) text_pattern_ops`),
    index('projects_symbol_trgm_idx').using('gin', sql`lower(${t.symbol}) gin_trgm_ops`),
    index('projects_address_lower_idx').on(sql`lower(${t.contractAddress})`),
    // list sorts: status filter, sort key, id tie-breaker (one index scan, no sort)
    index('projects_created_list_idx').on(t.status, t.createdAt, t.id),
    index('projects_updated_list_idx').on(t.status, t.updatedAt, t.id),
    index('projects_changed_list_idx').on(t.status, t.changedAt, t.id),
    index('projects_trending_idx').on(t.status, t.trendingScore, t.id),
    index('projects_trending30_idx').on(t.status, t.trendingScore30, t.id),
    index('projects_trending90_idx').on(t.status, t.trendingScore90, t.id),
    // INCLUDE (name) for the typo branch's popularity-first read: migration 0009
    index('projects_popular_idx').on(t.status, t.popularScore, t.id),
    index('projects_feature_idx').on(t.status, t.featureScore, t.id),
    index('projects_review_count_idx').on(t.status, t.reviewCount, t.id),
    index('projects_avg_star_idx').on(t.status, t.avgStar, t.id),
    index('projects_new_score_idx').on(t.status, t.newScore, t.id),
    index('projects_good_rating_idx').on(t.status, t.goodRatingScore, t.id),
    index('projects_new_gem_idx').on(t.status, t.newGemScore, t.id),
    check('projects_review_count_nonneg', sql`${t.reviewCount} >= 0`),
    check(
      'projects_stars_nonneg',
      sql`${t.star1} >= 0 and ${t.star2} >= 0 and ${t.star3} >= 0 and ${t.star4} >= 0 and ${t.star5} >= 0`,
    ),
    check('projects_followers_count_nonneg', sql`${t.followersCount} >= 0`),
  ],
);

export const projectEditRequests = pgTable(
  'project_edit_requests',
  {
    id: id(),
    projectId: ref()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    note: text().notNull(),
    status: text().$type<'open' | 'accepted' | 'rejected'>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('project_edit_requests_status_idx').on(t.status, t.createdAt)],
);
