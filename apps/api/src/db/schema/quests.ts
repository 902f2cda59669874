// Quests: campaigns, their tasks, participants and completions.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
} from 'drizzle-orm/pg-core';
import { id, ref, createdAt, updatedAt, counter } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

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
