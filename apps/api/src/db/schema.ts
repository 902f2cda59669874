// The database schema (Drizzle). Counters are denormalized and kept in the same transaction
// as the rows that change them; invariants are constraints, not only checks in code.
import { sql } from 'drizzle-orm';
import type { DonationStatus, ModerationReason } from '@chainreview/shared';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = () => bigint({ mode: 'number' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const counter = () => integer().notNull().default(0);

export interface SocialLinkRow {
  name: string;
  url: string;
  isPublic: boolean;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    address: text().notNull(),
    displayName: text(),
    bio: text(),
    avatarUrl: text(),
    avatarType: text().$type<'normal' | 'nft'>(),
    score: counter(),
    level: smallint().notNull().default(1),
    reviewsCount: counter(),
    followersCount: counter(),
    followingCount: counter(),
    followingProjectsCount: counter(),
    donateReceivedUsd: numeric({ precision: 20, scale: 2 }).notNull().default('0'),
    language: text().notNull().default('en'),
    socialLinks: jsonb().$type<SocialLinkRow[]>().notNull().default([]),
    role: text().$type<'admin' | 'normal'>().notNull().default('normal'),
    status: text().$type<'active' | 'blocked'>().notNull().default('active'),
    lastEnergy: integer().notNull().default(30),
    lastResetEnergy: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_address_lower_uq').on(sql`lower(${t.address})`),
    index('users_score_idx').on(t.score),
    check('users_score_nonneg', sql`${t.score} >= 0`),
    check('users_level_range', sql`${t.level} between 1 and 9`),
    check('users_reviews_count_nonneg', sql`${t.reviewsCount} >= 0`),
    check('users_followers_count_nonneg', sql`${t.followersCount} >= 0`),
    check('users_following_count_nonneg', sql`${t.followingCount} >= 0`),
    check('users_following_projects_count_nonneg', sql`${t.followingProjectsCount} >= 0`),
    check('users_last_energy_nonneg', sql`${t.lastEnergy} >= 0`),
    check('users_donate_received_nonneg', sql`${t.donateReceivedUsd} >= 0`),
  ],
);

export const loginCodes = pgTable(
  'login_codes',
  {
    id: id(),
    address: text().notNull(),
    code: text().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('login_codes_code_uq').on(t.code),
    index('login_codes_address_idx').on(t.address),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

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

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    projectId: ref()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Serialized rich-text JSON (or plain text, the spec's fallback). */
    content: text().notNull(),
    /** Plain text of the content, for limits, search and hashtags. */
    contentText: text().notNull(),
    rate: smallint().notNull(),
    language: text().notNull().default('en'),
    isEdited: boolean().notNull().default(false),
    upVoteCount: counter(),
    downVoteCount: counter(),
    repliesCount: counter(),
    donateTotalUsd: numeric({ precision: 20, scale: 2 }).notNull().default('0'),
    popularScore: doublePrecision().notNull().default(0),
    hashtags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The reviewer's holder tier of the project's token when the review was written. */
    holderBadge: text(),
    /** The reviewer's share of the token's supply (percent) when the review was written. */
    holderPercent: numeric({ precision: 30, scale: 10 }),
    /** hidden: enough reports, waiting for the admin team; blocked: removed by the admin team. */
    status: text().$type<'active' | 'hidden' | 'blocked'>().notNull().default('active'),
    /**
     * The review's weight in the trusted rating: its author's standing and holder proof when it
     * was published (packages/shared trusted-rating.ts); 1 for reviews older than the rule.
     */
    trustWeight: doublePrecision().notNull().default(1),
    /** The author's EIP-712 signature of this version (null: written before signing existed). */
    signature: text(),
    /** The signed typed-data message as JSON (bigints as strings). */
    signedMessage: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /** When the text was last written (a version's time): votes and replies leave it. */
    updatedAt: updatedAt(),
    /**
     * When a field the public answer shows last changed (votes, replies, donations and status
     * included; popularScore and trustWeight aside): set by a trigger (migration 0015).
     */
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_project_uq').on(t.userId, t.projectId),
    index('reviews_project_created_idx').on(t.projectId, t.createdAt),
    // a project's public reviews, newest first and most upvoted: pages walk these alone
    index('reviews_project_active_newest_idx')
      .on(t.projectId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'active'`),
    index('reviews_project_active_upvoted_idx')
      .on(t.projectId, t.upVoteCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'active'`),
    index('reviews_user_created_idx').on(t.userId, t.createdAt),
    index('reviews_created_idx').on(t.createdAt),
    index('reviews_changed_idx').on(t.changedAt, t.id),
    index('reviews_hashtags_idx').using('gin', t.hashtags),
    check('reviews_rate_range', sql`${t.rate} between 1 and 5`),
    check('reviews_up_nonneg', sql`${t.upVoteCount} >= 0`),
    check('reviews_down_nonneg', sql`${t.downVoteCount} >= 0`),
    check('reviews_replies_nonneg', sql`${t.repliesCount} >= 0`),
  ],
);

export const replies = pgTable(
  'replies',
  {
    id: id(),
    reviewId: ref()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    isEdited: boolean().notNull().default(false),
    status: text().$type<'active' | 'blocked'>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('replies_review_created_idx').on(t.reviewId, t.createdAt)],
);

export const votes = pgTable(
  'votes',
  {
    id: id(),
    reviewId: ref()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 up, -1 down, 0 none (a removed vote keeps its row so later changes still cost energy). */
    vote: smallint().notNull(),
    /** The vote's weight in rankings: the voter's standing when it was cast (trusted-rating.ts). */
    weight: doublePrecision().notNull().default(1),
    changeCount: counter(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('votes_user_review_uq').on(t.userId, t.reviewId),
    index('votes_review_idx').on(t.reviewId),
    check('votes_value', sql`${t.vote} in (-1, 0, 1)`),
  ],
);

export const projectFollows = pgTable(
  'project_follows',
  {
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: ref()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    index('project_follows_project_idx').on(t.projectId),
  ],
);

export const userFollows = pgTable(
  'user_follows',
  {
    followerId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('user_follows_followee_idx').on(t.followeeId),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text().$type<'review' | 'reply'>().notNull(),
    targetId: ref().notNull(),
    reason: text().notNull(),
    note: text().notNull(),
    status: text().$type<'open' | 'resolved' | 'dismissed'>().notNull().default('open'),
    /** The reporter's standing when reporting (packages/shared reports.ts). */
    weight: doublePrecision().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_target_idx').on(t.targetType, t.targetId, t.status),
    index('reports_reporter_time_idx').on(t.reporterId, t.createdAt),
    uniqueIndex('reports_reporter_target_uq').on(t.reporterId, t.targetType, t.targetId),
    index('reports_status_idx').on(t.status, t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    action: text().notNull(),
    objectId: text(),
    fromUserId: ref().references(() => users.id, { onDelete: 'set null' }),
    projectId: ref().references(() => projects.id, { onDelete: 'set null' }),
    /** Notifications with the same key (e.g. upvotes on one review) are grouped into one row. */
    groupKey: text(),
    actorCount: integer().notNull().default(1),
    message: text(),
    meta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean().notNull().default(false),
    isSeen: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.updatedAt),
    uniqueIndex('notifications_user_group_unread_uq')
      .on(t.userId, t.groupKey)
      .where(sql`${t.groupKey} is not null and ${t.isRead} = false`),
    check('notifications_actor_count_pos', sql`${t.actorCount} >= 1`),
  ],
);

export const xpLedger = pgTable(
  'xp_ledger',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    reason: text().notNull(),
    sourceType: text(),
    sourceId: text(),
    actorId: ref().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('xp_ledger_user_created_idx').on(t.userId, t.createdAt)],
);

export const donations = pgTable(
  'donations',
  {
    id: id(),
    transactionHash: text().notNull(),
    logIndex: integer().notNull().default(0),
    chainId: integer().notNull(),
    blockNumber: bigint({ mode: 'number' }),
    fromAddress: text().notNull(),
    toAddress: text().notNull(),
    fromUserId: ref().references(() => users.id, { onDelete: 'set null' }),
    toUserId: ref().references(() => users.id, { onDelete: 'set null' }),
    reviewId: ref().references(() => reviews.id, { onDelete: 'set null' }),
    token: text().$type<'BNB' | 'BUSD'>().notNull(),
    /** Amount in the token's smallest unit (wei), as sent to the reviewer plus fee. */
    amount: numeric({ precision: 78, scale: 0 }).notNull(),
    fee: numeric({ precision: 78, scale: 0 }).notNull().default('0'),
    amountUsd: numeric({ precision: 20, scale: 2 }).notNull().default('0'),
    message: text(),
    /** pending counts nowhere; confirmed is in every total; reversed undid its credits. */
    status: text().$type<DonationStatus>().notNull().default('confirmed'),
    /** The block the transaction was seen in: a different hash there later means a reorg. */
    blockHash: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    reversedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // one live donation per Donate event: reports, retries and the indexer all meet here; a
    // reversed row is history, so the same event mined again in another block is a new row
    uniqueIndex('donations_chain_tx_log_uq')
      .on(t.chainId, sql`lower(${t.transactionHash})`, t.logIndex)
      .where(sql`${t.status} <> 'reversed'`),
    // what the indexer re-checks each run: pending ones and the newest confirmed ones
    index('donations_chain_block_idx')
      .on(t.chainId, t.blockNumber)
      .where(sql`${t.status} <> 'reversed'`),
    index('donations_review_idx').on(t.reviewId),
    index('donations_to_user_idx').on(t.toUserId, t.createdAt),
    index('donations_to_idx').on(t.toAddress, t.createdAt),
    index('donations_from_idx').on(t.fromAddress, t.createdAt),
  ],
);

/** ERC-721 tokens a user owned on chain at their last sync (POST /api/sync-nfts). */
export const nfts = pgTable(
  'nfts',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: integer().notNull(),
    contractAddress: text().notNull(),
    tokenId: numeric({ precision: 78, scale: 0 }).notNull(),
    name: text(),
    image: text(),
    syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nfts_user_token_uq').on(
      t.userId,
      t.chainId,
      sql`lower(${t.contractAddress})`,
      t.tokenId,
    ),
    index('nfts_user_idx').on(t.userId, t.syncedAt),
  ],
);

export const files = pgTable(
  'files',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull().default('upload'),
    mime: text().notNull(),
    bytes: integer().notNull(),
    width: integer(),
    height: integer(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('files_storage_key_uq').on(t.storageKey),
  ],
);

/** Raw bytes (node-postgres reads bytea as a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded files' bytes when the API runs on PostgreSQL, so that every process serves every
 * upload; the embedded database keeps them on disk (DATA_DIR/uploads), read far faster than
 * PGlite reads a bytea.
 */
export const fileBlobs = pgTable('file_blobs', {
  storageKey: text().primaryKey(),
  body: bytea().notNull(),
});

export const popups = pgTable(
  'popups',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('popups_user_idx').on(t.userId)],
);

export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
});

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

/**
 * The audit trail: one row per admin action, owner edit and ownership claim,
 * written in the same transaction as the change. Append-only: a trigger (end of the
 * migration) refuses UPDATE and DELETE; actors are kept by id without a cascading key.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    actorId: ref(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    reason: text(),
    /** The rule a removal names (MODERATION_REASONS in packages/shared); null for other actions. */
    reasonCategory: text().$type<ModerationReason>(),
    proof: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt, t.id),
    index('audit_logs_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_logs_actor_idx').on(t.actorId, t.createdAt),
    index('audit_logs_action_idx').on(t.action, t.createdAt),
  ],
);

/** Every earlier version of an edited review, with the signature it carried. */
export const reviewVersions = pgTable(
  'review_versions',
  {
    id: id(),
    reviewId: ref()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    contentText: text().notNull(),
    rate: smallint().notNull(),
    language: text().notNull(),
    signature: text(),
    signedMessage: jsonb().$type<Record<string, unknown>>(),
    /** When this version was written (the review's updatedAt at the time). */
    writtenAt: timestamp({ withTimezone: true }).notNull(),
    /** When an edit replaced it. */
    replacedAt: createdAt(),
  },
  (t) => [index('review_versions_review_idx').on(t.reviewId, t.writtenAt)],
);

/** Votes the serial-vote detector reversed (the vote row is kept at 0). */
export const voteReversals = pgTable(
  'vote_reversals',
  {
    id: id(),
    reviewId: ref()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voterId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reversed value (1 or -1). */
    vote: smallint().notNull(),
    /** XP given back or taken from the author. */
    xp: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vote_reversals_voter_idx').on(t.voterId, t.createdAt)],
);

/** Reciprocal vote rings; a flagged ring's votes weigh nothing in rankings. */
export const voteRings = pgTable(
  'vote_rings',
  {
    id: id(),
    /** Sorted member user ids. */
    memberIds: bigint({ mode: 'number' }).array().notNull(),
    status: text().$type<'flagged' | 'cleared'>().notNull().default('flagged'),
    /** Observed in-ring votes over the count the members' other voting predicts. */
    lift: doublePrecision().notNull(),
    detectedAt: createdAt(),
    clearedAt: timestamp({ withTimezone: true }),
    clearedBy: ref().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('vote_rings_status_idx').on(t.status)],
);

/** Quests: a project owner's campaign, funded in the QuestEscrow contract. */
export const quests = pgTable(
  'quests',
  {
    id: id(),
    projectId: ref()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    creatorId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    summary: text().notNull(),
    description: text().notNull(),
    descriptionText: text().notNull(),
    bannerUrl: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** QuestEligibilityRules (packages/shared quests.ts). */
    eligibility: jsonb()
      .$type<{
        everyone: boolean;
        minLevel: number | null;
        minHolding: string | null;
        followProject: boolean;
        minAccountAgeDays: number | null;
      }>()
      .notNull(),
    rewardMethod: text().$type<'fcfs' | 'lucky_draw'>().notNull(),
    rewardToken: text().$type<'bnb' | 'busd' | 'erc20'>().notNull(),
    rewardTokenAddress: text().notNull(),
    rewardTokenSymbol: text().notNull(),
    rewardDecimals: smallint().notNull().default(18),
    /** Smallest units per winner; the pool is this times winners. */
    amountPerWinner: numeric({ precision: 78, scale: 0 }).notNull(),
    winners: integer().notNull(),
    xp: integer().notNull().default(0),
    chainId: integer().notNull(),
    escrowAddress: text(),
    /** The escrow's id of the quest: questIdOf(funder, id), as a decimal string. */
    escrowQuestId: text(),
    fundTxHash: text(),
    publishedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
    startNotifiedAt: timestamp({ withTimezone: true }),
    drawBlockNumber: bigint({ mode: 'number' }),
    drawBlockHash: text(),
    drawSeed: text(),
    participantsCount: counter(),
    completedCount: counter(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quests_project_idx').on(t.projectId, t.startsAt),
    index('quests_published_idx').on(t.publishedAt, t.startsAt, t.endsAt),
    index('quests_creator_idx').on(t.creatorId, t.createdAt),
    uniqueIndex('quests_escrow_id_uq')
      .on(t.escrowQuestId)
      .where(sql`${t.escrowQuestId} is not null`),
    uniqueIndex('quests_fund_tx_uq')
      .on(sql`lower(${t.fundTxHash})`)
      .where(sql`${t.fundTxHash} is not null`),
    check('quests_winners_pos', sql`${t.winners} >= 1`),
    check('quests_times', sql`${t.startsAt} < ${t.endsAt}`),
    check('quests_counts_nonneg', sql`${t.participantsCount} >= 0 and ${t.completedCount} >= 0`),
  ],
);

export const questTasks = pgTable(
  'quest_tasks',
  {
    id: id(),
    questId: ref()
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    kind: text().notNull(),
    label: text(),
    url: text(),
    minLevel: smallint(),
    minAmount: text(),
  },
  (t) => [uniqueIndex('quest_tasks_quest_position_uq').on(t.questId, t.position)],
);

export const questParticipants = pgTable(
  'quest_participants',
  {
    questId: ref()
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    /** 1, 2, 3... in the order the server recorded completions (FCFS decides by it). */
    completionSeq: integer(),
    /** Winner's place (1..winners), set when decided. */
    winnerRank: integer(),
    rewardAmount: numeric({ precision: 78, scale: 0 }),
    claimedAt: timestamp({ withTimezone: true }),
    claimTxHash: text(),
    /** The block the claim was seen in: a different hash there later means a reorg. */
    claimBlockNumber: bigint({ mode: 'number' }),
    claimBlockHash: text(),
  },
  (t) => [
    primaryKey({ columns: [t.questId, t.userId] }),
    index('quest_participants_claim_block_idx')
      .on(t.claimBlockNumber)
      .where(sql`${t.claimBlockHash} is not null`),
    uniqueIndex('quest_participants_seq_uq')
      .on(t.questId, t.completionSeq)
      .where(sql`${t.completionSeq} is not null`),
    uniqueIndex('quest_participants_rank_uq')
      .on(t.questId, t.winnerRank)
      .where(sql`${t.winnerRank} is not null`),
    index('quest_participants_user_idx').on(t.userId),
  ],
);

export const questTaskCompletions = pgTable(
  'quest_task_completions',
  {
    questId: ref()
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    taskId: ref()
      .notNull()
      .references(() => questTasks.id, { onDelete: 'cascade' }),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doneAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    index('quest_task_completions_user_idx').on(t.questId, t.userId),
  ],
);

/**
 * A removed review's appeal by its author: one per review (the unique index is the rule), settled
 * by the admin team (restored: the review is public again; rejected: it stays removed).
 */
export const reviewAppeals = pgTable(
  'review_appeals',
  {
    id: id(),
    reviewId: ref()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    status: text().$type<'open' | 'restored' | 'rejected'>().notNull().default('open'),
    decidedBy: ref(),
    decisionReason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_appeals_review_uq').on(t.reviewId),
    index('review_appeals_status_idx').on(t.status, t.createdAt, t.id),
  ],
);
// ---- the transparency log (RFC 6962 Merkle tree; modules/tlog) --------------------------------

/** The log's one counter row: locked by every append, so leaf indexes are consecutive. */
export const tlogState = pgTable('tlog_state', {
  id: smallint().primaryKey(),
  size: bigint({ mode: 'number' }).notNull(),
});

/** Every leaf, append-only: its exact bytes (canonical JSON) and its RFC 6962 leaf hash. */
export const tlogEntries = pgTable(
  'tlog_entries',
  {
    idx: bigint({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    data: bytea().notNull(),
    leafHash: bytea().notNull(),
    /** For review_version leaves: which review and version (the API answers' leafIndex). */
    reviewId: ref(),
    reviewVersion: integer(),
    createdAt: createdAt(),
  },
  (t) => [index('tlog_entries_review_idx').on(t.reviewId, t.reviewVersion)],
);

/**
 * Every complete subtree's hash: (level, n) is the root of leaves [n * 2^level, (n+1) * 2^level).
 * Tiles are ranges of one level; roots and proofs read O(log n) of them.
 */
export const tlogHashes = pgTable(
  'tlog_hashes',
  {
    level: smallint().notNull(),
    n: bigint({ mode: 'number' }).notNull(),
    hash: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.n] })],
);

/** Signed tree heads (C2SP checkpoints), one per size. */
export const tlogCheckpoints = pgTable('tlog_checkpoints', {
  size: bigint({ mode: 'number' }).primaryKey(),
  rootHash: bytea().notNull(),
  note: text().notNull(),
  createdAt: createdAt(),
});

/**
 * Checkpoints of the transparency log written to the LogAnchor contract: one row per anchor
 * transaction sent. pending until it has the chain's confirmations, then confirmed; dropped when
 * a reorganisation (or the node) lost it (a new row then sends it again); failed when it was
 * mined but reverted.
 */
export const logAnchors = pgTable(
  'log_anchors',
  {
    id: id(),
    treeSize: bigint({ mode: 'number' }).notNull(),
    /** 0x-hex SHA-256 root of the log at treeSize. */
    rootHash: text().notNull(),
    txHash: text().notNull(),
    /** The block the transaction is in (null until mined). */
    blockNumber: bigint({ mode: 'number' }),
    chainId: integer().notNull(),
    status: text().$type<'pending' | 'confirmed' | 'dropped' | 'failed'>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // a transaction dropped by a reorganisation may be sent again with the same hash
    uniqueIndex('log_anchors_tx_uq')
      .on(t.chainId, t.txHash)
      .where(sql`${t.status} <> 'dropped'`),
    index('log_anchors_size_idx').on(t.treeSize),
    check('log_anchors_status', sql`${t.status} in ('pending', 'confirmed', 'dropped', 'failed')`),
  ],
);
