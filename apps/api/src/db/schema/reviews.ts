// Reviews, their replies, earlier versions and appeals.
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
import { projects } from './projects.ts';
import { users } from './users.ts';

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
