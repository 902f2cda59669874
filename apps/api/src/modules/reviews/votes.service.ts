// Votes: the state machine of spec 4 on the server. The review row is locked for the whole
// change so counts stay equal to the vote rows under concurrent voting. The first vote on a
// review is free; every later change (switch, removal, re-vote) costs voteEnergy.
//
// Votes that arrive together go in one transaction (a batch; lib/batcher.ts): read and lock
// for all of them, decide each here with the shared rules, write what they all change in one
// statement (votes.repository.ts). Under a crowd that is two round trips for many votes.
import { isId, type Vote, type VoteResult } from '@chainreview/shared';
import { transactionAfterReads } from '../../db/opening-reads.ts';
import type { Deps } from '../../deps.ts';
import { Batcher, batcherOf, type Settled } from '../../lib/batcher.ts';
import { notFound } from '../../lib/errors.ts';
import type { ViewerRef } from '../../lib/viewer.ts';
import { announce } from '../notifications/index.ts';
import {
  lockVotableReviews,
  lockVotersAndAuthors,
  voteBatchWrite,
  voteTallies,
} from './votes.repository.ts';
import { batchOf, planVote, type VoteJob, type VotePlan } from './votes.rules.ts';

export { batchOf, planVote };
export type { VoteJob, VotePlan };

/** Votes in flight together: at most this many in one transaction. */
const VOTE_BATCH_MAX = 64;
const batchers = new WeakMap<object, Batcher<VoteJob, VoteResult>>();

/**
 * Casts a vote. Votes that arrive while another batch is being written go together in the next
 * one (lib/batcher.ts): one transaction, one round trip for all their reads and one for all
 * their writes. A batch holds each voter and each review once.
 */
export async function castVote(
  deps: Deps,
  viewer: ViewerRef,
  reviewId: string,
  to: Vote,
): Promise<VoteResult> {
  if (!isId(reviewId)) throw notFound('can_not_find_review');
  const batcher = batcherOf(
    batchers,
    deps.db,
    () =>
      new Batcher<VoteJob, VoteResult>({
        max: VOTE_BATCH_MAX,
        keys: (job) => [`voter:${job.viewer.id}`, `review:${job.reviewId}`],
        run: (jobs, release) => castVotes(deps, jobs, release),
      }),
  );
  return batcher.add({ viewer, reviewId: Number(reviewId), to });
}

/**
 * A batch of votes in one transaction (distinct voters, distinct reviews). The lock order of
 * db/transaction.ts holds for the whole batch: all users (voters and authors) ascending, then
 * all reviews ascending, then the tallies under those locks. Each vote is then decided in turn
 * as if it ran alone after the ones before it: a user who is the author of one and the voter
 * (or the author) of another carries the first one's energy and XP into the second.
 */
async function castVotes(
  deps: Deps,
  jobs: VoteJob[],
  release: () => void,
): Promise<Array<Settled<VoteResult>>> {
  const now = deps.now();
  const reviewIds = jobs.map((job) => job.reviewId);
  const reads = [
    lockVotersAndAuthors(
      jobs.map((job) => job.viewer.id),
      reviewIds,
    ),
    lockVotableReviews(reviewIds),
    voteTallies(jobs.map((job) => ({ reviewId: job.reviewId, voterId: job.viewer.id }))),
  ] as const;
  const plans = await transactionAfterReads(
    deps,
    reads,
    async (_tx, [people, reviews, tallies]) => {
      // with its rows locked, this batch needs nothing more alone: the next one may read now
      release();
      const users = new Map(people.map((user) => [user.id, user]));
      const settled = jobs.map((job): Settled<VotePlan> => {
        try {
          const review = reviews.get(job.reviewId);
          const tally = tallies.get(job.reviewId);
          return { ok: true, value: planVote(job, review, tally, users, now) };
        } catch (error) {
          return { ok: false, error };
        }
      });
      const batch = batchOf(settled, users, now);
      return { value: settled, write: batch && voteBatchWrite(batch) };
    },
  );
  const authors = plans.flatMap((plan) =>
    plan.ok && plan.value.change && plan.value.result.vote !== 'none'
      ? [plan.value.change.authorId]
      : [],
  );
  await announce(deps, authors);
  return plans.map((plan) => (plan.ok ? { ok: true, value: plan.value.result } : plan));
}
