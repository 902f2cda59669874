// Users: the account row, keyed by wallet address.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, counter } from './columns.ts';

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
