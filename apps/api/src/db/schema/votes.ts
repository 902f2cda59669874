// Votes on reviews and what the vote-abuse detectors recorded.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, createdAt, updatedAt, counter } from './columns.ts';
import { reviews } from './reviews.ts';
import { users } from './users.ts';

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
