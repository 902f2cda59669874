// SQL for votes. A vote is four statements inside its transaction: both users locked (with what
// energy, weight and XP need), the review locked, then (under that lock, so every committed vote
// is seen) the voter's own vote and everybody else's weighted votes, and one statement that
// writes everything the change causes. The three reads need only the request's ids: on
// PostgreSQL they travel with the BEGIN in one round trip (db/opening-reads.ts); the write is a
// named prepared statement, parsed and planned once per connection.
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

/**
 * Step 1 of the lock order for a vote: the voter and the review's author (read from the review,
 * whose author never changes), locked in ascending id order, in one statement.
 */
const LOCK_VOTER_AND_AUTHOR = rawStatement(sql`
  select id, score, level, last_energy, last_reset_energy, created_at from users
  where id = ${sql.placeholder('voterId')}
    or id = (select user_id from reviews where id = ${sql.placeholder('reviewId')})
  order by id for no key update`);

export const lockVoterAndAuthor = (voterId: number, reviewId: number): OpeningRead<VoterRow[]> => ({
  query: LOCK_VOTER_AND_AUTHOR,
  values: { voterId, reviewId },
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

const LOCK_VOTABLE_REVIEW = rawStatement(sql`
  select r.user_id, r.project_id, r.title, r.up_vote_count, r.down_vote_count,
    r.status = 'active' and p.status = 'active' as visible
  from reviews r join projects p on p.id = r.project_id
  where r.id = ${sql.placeholder('reviewId')} for no key update of r`);

/** Step 2: the review, locked, with whether it and its project are live. */
export const lockVotableReview = (reviewId: number): OpeningRead<VotableReview | undefined> => ({
  query: LOCK_VOTABLE_REVIEW,
  values: { reviewId },
  map: ([row]) =>
    row && {
      id: reviewId,
      userId: Number(row.user_id),
      projectId: Number(row.project_id),
      title: String(row.title),
      visible: row.visible === true,
      upVoteCount: Number(row.up_vote_count),
      downVoteCount: Number(row.down_vote_count),
    },
});

export interface VoteTally {
  /** The voter's own vote row on the review, if any. */
  mine: { id: number; vote: number } | null;
  /** The weighted votes of everybody else, flagged rings left out. */
  others: { up: number; down: number };
  /** Whether the voter is in a flagged ring (their votes weigh nothing). */
  voterFlagged: boolean;
}

const theReview = sql.placeholder('reviewId');
const theVoter = sql.placeholder('voterId');
const VOTE_TALLY = rawStatement(sql`
  select
    (select id from votes where review_id = ${theReview} and user_id = ${theVoter}) as mine_id,
    (select vote from votes where review_id = ${theReview} and user_id = ${theVoter}) as mine_vote,
    coalesce(sum(o.weight) filter (where o.vote = 1), 0)::float8 as up,
    coalesce(sum(o.weight) filter (where o.vote = -1), 0)::float8 as down,
    exists (select 1 from ${voteRings} where ${voteRings.status} = 'flagged'
      and ${theVoter} = any(${voteRings.memberIds})) as flagged
  from votes o
  where o.review_id = ${theReview} and o.user_id <> ${theVoter} and ${notInFlaggedRing(sql`o.user_id`)}`);

/**
 * Step 3, under the review's lock: the voter's vote and the others' weighted votes. (The voter's
 * own row cannot change meanwhile: every vote write locks its voter first.)
 */
export const voteTally = (reviewId: number, voterId: number): OpeningRead<VoteTally> => ({
  query: VOTE_TALLY,
  values: { reviewId, voterId },
  map: ([row]) => ({
    mine: row?.mine_id == null ? null : { id: Number(row.mine_id), vote: Number(row.mine_vote) },
    others: { up: Number(row?.up ?? 0), down: Number(row?.down ?? 0) },
    voterFlagged: row?.flagged === true,
  }),
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
