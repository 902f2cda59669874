// SQL for votes. A batch of votes (distinct voters, distinct reviews; votes.service.ts) is four
// statements inside one transaction: every user concerned locked (with what energy, weight and
// XP need), the reviews locked, then (under those locks, so every committed vote is seen) each
// voter's own vote and everybody else's weighted votes, and one statement that writes
// everything the batch changes, each table once. The reads need only the requests' ids: on
// PostgreSQL they travel with the BEGIN in one round trip, the write with the COMMIT in another
// (db/opening-reads.ts), each a statement parsed and planned once per connection.
import { sql, type SQL } from 'drizzle-orm';
import type { OpeningRead } from '../../db/opening-reads.ts';
import { rawStatement } from '../../db/prepared.ts';
import type { popups, xpLedger } from '../../db/schema.ts';
import { voteRings } from '../../db/schema.ts';
import { notificationsInsertJson, type NotificationValues } from '../notifications/index.ts';
import { notInFlaggedRing } from '../trust/index.ts';

const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** What a vote needs of a user: energy, standing and score. */
export interface VoterRow {
  id: number;
  score: number;
  level: number;
  lastEnergy: number;
  lastResetEnergy: Date;
  createdAt: Date;
}

/** A list of ids as one SQL array literal's text ('{1,2,3}'), for `= any($n::bigint[])`. */
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * Step 1 of the lock order for a batch of votes: every voter and every review's author (read from
 * the review, whose author never changes), locked in ascending id order, in one statement.
 */
const LOCK_VOTERS_AND_AUTHORS = rawStatement(sql`
  select id, score, level, last_energy, last_reset_energy, created_at from users
  where id = any(array(select unnest(${sql.placeholder('voterIds')}::bigint[])
    union select user_id from reviews where id = any(${sql.placeholder('reviewIds')}::bigint[])))
  order by id for no key update`);

export const lockVotersAndAuthors = (
  voterIds: readonly number[],
  reviewIds: readonly number[],
): OpeningRead<VoterRow[]> => ({
  query: LOCK_VOTERS_AND_AUTHORS,
  values: { voterIds: idArray(voterIds), reviewIds: idArray(reviewIds) },
  map: (rows) =>
    rows.map((r) => ({
      id: Number(r.id),
      score: Number(r.score),
      level: Number(r.level),
      lastEnergy: Number(r.last_energy),
      lastResetEnergy: date(r.last_reset_energy),
      createdAt: date(r.created_at),
    })),
});

export interface VotableReview {
  id: number;
  userId: number;
  projectId: number;
  title: string;
  /** Active review of an active project. */
  visible: boolean;
  upVoteCount: number;
  downVoteCount: number;
}

const LOCK_VOTABLE_REVIEWS = rawStatement(sql`
  select r.id, r.user_id, r.project_id, r.title, r.up_vote_count, r.down_vote_count,
    r.status = 'active' and p.status = 'active' as visible
  from reviews r join projects p on p.id = r.project_id
  where r.id = any(${sql.placeholder('reviewIds')}::bigint[]) order by r.id for no key update of r`);

/** Step 2: the reviews, locked in ascending id order, with whether each and its project are live. */
export const lockVotableReviews = (
  reviewIds: readonly number[],
): OpeningRead<Map<number, VotableReview>> => ({
  query: LOCK_VOTABLE_REVIEWS,
  values: { reviewIds: idArray(reviewIds) },
  map: (rows) =>
    new Map(
      rows.map((row) => [
        Number(row.id),
        {
          id: Number(row.id),
          userId: Number(row.user_id),
          projectId: Number(row.project_id),
          title: String(row.title),
          visible: row.visible === true,
          upVoteCount: Number(row.up_vote_count),
          downVoteCount: Number(row.down_vote_count),
        },
      ]),
    ),
});

export interface VoteTally {
  /** The voter's own vote row on the review, if any. */
  mine: { id: number; vote: number } | null;
  /** The weighted votes of everybody else, flagged rings left out. */
  others: { up: number; down: number };
  /** Whether the voter is in a flagged ring (their votes weigh nothing). */
  voterFlagged: boolean;
}

const VOTE_TALLIES = rawStatement(sql`
  select t.review_id, mine.id as mine_id, mine.vote as mine_vote, o.up, o.down,
    exists (select 1 from ${voteRings} where ${voteRings.status} = 'flagged'
      and t.voter_id = any(${voteRings.memberIds})) as flagged
  from unnest(${sql.placeholder('reviewIds')}::bigint[], ${sql.placeholder('voterIds')}::bigint[])
    as t(review_id, voter_id)
  left join lateral (select id, vote from votes
    where review_id = t.review_id and user_id = t.voter_id) mine on true
  cross join lateral (
    select coalesce(sum(o.weight) filter (where o.vote = 1), 0)::float8 as up,
      coalesce(sum(o.weight) filter (where o.vote = -1), 0)::float8 as down
    from votes o
    where o.review_id = t.review_id and o.user_id <> t.voter_id and ${notInFlaggedRing(sql`o.user_id`)}
  ) o`);

/**
 * Step 3, under the reviews' locks: for each (review, voter) pair, the voter's vote and the
 * others' weighted votes, by review id (a batch holds each review once). The voter's own row
 * cannot change meanwhile: every vote write locks its voter first.
 */
export const voteTallies = (
  pairs: ReadonlyArray<{ reviewId: number; voterId: number }>,
): OpeningRead<Map<number, VoteTally>> => ({
  query: VOTE_TALLIES,
  values: {
    reviewIds: idArray(pairs.map((p) => p.reviewId)),
    voterIds: idArray(pairs.map((p) => p.voterId)),
  },
  map: (rows) =>
    new Map(
      rows.map((row) => [
        Number(row.review_id),
        {
          mine:
            row.mine_id == null ? null : { id: Number(row.mine_id), vote: Number(row.mine_vote) },
          others: { up: Number(row.up ?? 0), down: Number(row.down ?? 0) },
          voterFlagged: row.flagged === true,
        },
      ]),
    ),
});

/** Everything a batch of vote changes writes, decided by the service: each row once. */
export interface VoteBatchWrite {
  now: Date;
  /** Vote rows: a new row (id null) or a change of the voter's row. */
  votes: Array<{
    id: number | null;
    reviewId: number;
    userId: number;
    vote: number;
    weight: number;
  }>;
  /** Each changed review's counts. */
  reviews: Array<{ id: number; up: number; down: number; popularScore: number }>;
  /** Each changed user's new state: score and level (an author), energy (a voter who paid). */
  users: Array<{
    id: number;
    xp: { score: number; level: number } | null;
    energy: { lastEnergy: number; lastResetEnergy: Date } | null;
  }>;
  ledger: Array<typeof xpLedger.$inferInsert>;
  popups: Array<typeof popups.$inferInsert>;
  notifications: NotificationValues[];
}

const iso = (value: Date | undefined) => (value ?? new Date()).toISOString();
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Step 4: every write of a batch in one statement, each table once (each write a CTE, its rows
 * one JSON parameter), so the statement's text is the same for every batch: PostgreSQL parses
 * and plans it once per connection.
 */
export function voteBatchWrite(w: VoteBatchWrite): SQL {
  const now = w.now.toISOString();
  const votes = w.votes.map((v) => ({
    id: v.id,
    review_id: v.reviewId,
    user_id: v.userId,
    vote: v.vote,
    weight: v.weight,
  }));
  const reviews = w.reviews.map((r) => ({
    id: r.id,
    up: r.up,
    down: r.down,
    popular: r.popularScore,
  }));
  const users = w.users.map((u) => ({
    id: u.id,
    score: u.xp?.score ?? null,
    level: u.xp?.level ?? null,
    last_energy: u.energy?.lastEnergy ?? null,
    last_reset_energy: u.energy?.lastResetEnergy.toISOString() ?? null,
  }));
  const ledger = w.ledger.map((e) => ({
    user_id: e.userId,
    amount: e.amount,
    reason: e.reason,
    source_type: e.sourceType ?? null,
    source_id: e.sourceId ?? null,
    actor_id: e.actorId ?? null,
    created_at: iso(e.createdAt),
  }));
  const popupRows = w.popups.map((p) => ({
    user_id: p.userId,
    type: p.type,
    data: p.data ?? {},
    created_at: iso(p.createdAt),
  }));
  return sql`with
    vote_rows as (select * from jsonb_to_recordset(${json(votes)})
      as x(id bigint, review_id bigint, user_id bigint, vote smallint, weight float8)),
    new_votes as (insert into votes (review_id, user_id, vote, weight, created_at, updated_at)
      select review_id, user_id, vote, weight, ${now}::timestamptz, ${now}::timestamptz
      from vote_rows where id is null),
    changed_votes as (update votes v set vote = x.vote, weight = x.weight,
        change_count = v.change_count + 1, updated_at = ${now}::timestamptz
      from vote_rows x where x.id is not null and v.id = x.id),
    review_counts as (update reviews r set up_vote_count = x.up, down_vote_count = x.down,
        popular_score = x.popular
      from jsonb_to_recordset(${json(reviews)}) as x(id bigint, up int, down int, popular float8)
      where r.id = x.id),
    user_states as (update users u set score = coalesce(x.score, u.score),
        level = coalesce(x.level, u.level), last_energy = coalesce(x.last_energy, u.last_energy),
        last_reset_energy = coalesce(x.last_reset_energy, u.last_reset_energy)
      from jsonb_to_recordset(${json(users)})
        as x(id bigint, score int, level smallint, last_energy int, last_reset_energy timestamptz)
      where u.id = x.id),
    ledger as (insert into xp_ledger (user_id, amount, reason, source_type, source_id, actor_id, created_at)
      select user_id, amount, reason, source_type, source_id, actor_id, created_at
      from jsonb_to_recordset(${json(ledger)}) as x(user_id bigint, amount int, reason text,
        source_type text, source_id text, actor_id bigint, created_at timestamptz)),
    popup_rows as (insert into popups (user_id, type, data, created_at)
      select user_id, type, data, created_at
      from jsonb_to_recordset(${json(popupRows)}) as x(user_id bigint, type text, data jsonb, created_at timestamptz)),
    notes as (${notificationsInsertJson(w.notifications)})
  select 1`;
}
