// SQL for votes. A batch of votes (distinct voters, distinct reviews; votes.service.ts) is three
// reads and one write per vote inside one transaction: every user concerned locked (with what
// energy, weight and XP need), the reviews locked, then (under those locks, so every committed
// vote is seen) each voter's own vote and everybody else's weighted votes, and for each vote one
// statement that writes everything its change causes. The reads need only the requests' ids: on
// PostgreSQL they travel with the BEGIN in one round trip, the writes with the COMMIT in another
// (db/opening-reads.ts), each a statement parsed and planned once per connection.
import { sql, type SQL } from 'drizzle-orm';
import type { OpeningRead } from '../../db/opening-reads.ts';
import { rawStatement } from '../../db/prepared.ts';
import type { popups, xpLedger } from '../../db/schema.ts';
import { voteRings } from '../../db/schema.ts';
import {
  notificationInsert,
  type NotificationValues,
} from '../notifications/notifications.repository.ts';
import { notInFlaggedRing } from '../trust/trust.repository.ts';

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

/** Everything one vote change writes, decided by the service. */
export interface VoteWrite {
  reviewId: number;
  voterId: number;
  /** The voter's existing vote row (changed), or null (a new row). */
  mineId: number | null;
  vote: number;
  weight: number;
  now: Date;
  counts: { upVoteCount: number; downVoteCount: number; popularScore: number };
  /** The voter's energy after a paid change. */
  energy: { lastEnergy: number; lastResetEnergy: Date } | null;
  /** The author's score and level after the XP the change gives or takes. */
  author: { id: number; score: number; level: number } | null;
  ledger: Array<typeof xpLedger.$inferInsert>;
  popups: Array<typeof popups.$inferInsert>;
  notifications: NotificationValues[];
}

const iso = (value: Date | undefined) => (value ?? new Date()).toISOString();

/** Step 4: every write of a vote change, in one statement (each write a CTE). */
export function voteChangeWrite(w: VoteWrite): SQL {
  const now = w.now.toISOString();
  const writes: SQL[] = [
    w.mineId !== null
      ? sql`update votes set vote = ${w.vote}, weight = ${w.weight}, change_count = change_count + 1,
          updated_at = ${now}::timestamptz where id = ${w.mineId}`
      : sql`insert into votes (review_id, user_id, vote, weight, created_at, updated_at)
          values (${w.reviewId}, ${w.voterId}, ${w.vote}, ${w.weight}, ${now}::timestamptz, ${now}::timestamptz)`,
    sql`update reviews set up_vote_count = ${w.counts.upVoteCount}, down_vote_count = ${w.counts.downVoteCount},
      popular_score = ${w.counts.popularScore} where id = ${w.reviewId}`,
  ];
  if (w.energy)
    writes.push(sql`update users set last_energy = ${w.energy.lastEnergy},
      last_reset_energy = ${w.energy.lastResetEnergy.toISOString()}::timestamptz where id = ${w.voterId}`);
  if (w.author)
    writes.push(
      sql`update users set score = ${w.author.score}, level = ${w.author.level} where id = ${w.author.id}`,
    );
  if (w.ledger.length)
    writes.push(sql`insert into xp_ledger (user_id, amount, reason, source_type, source_id, actor_id, created_at)
      values ${sql.join(
        w.ledger.map(
          (e) =>
            sql`(${e.userId}, ${e.amount}, ${e.reason}, ${e.sourceType ?? null}, ${e.sourceId ?? null}, ${e.actorId ?? null}, ${iso(e.createdAt)}::timestamptz)`,
        ),
        sql`, `,
      )}`);
  if (w.popups.length)
    writes.push(
      sql`insert into popups (user_id, type, data, created_at) values ${sql.join(
        w.popups.map(
          (p) =>
            sql`(${p.userId}, ${p.type}, ${JSON.stringify(p.data ?? {})}::jsonb, ${iso(p.createdAt)}::timestamptz)`,
        ),
        sql`, `,
      )}`,
    );
  for (const values of w.notifications) writes.push(notificationInsert(values));
  return sql`with ${sql.join(
    writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`),
    sql`, `,
  )} select 1`;
}
