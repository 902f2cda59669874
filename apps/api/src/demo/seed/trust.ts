// The demo's trust weights: each review and vote weighed by its author's standing at the time,
// as the live server weighs them.
import { levelForScore, reviewWeight, voteWeight } from '@chainreview/shared';
import { DAY } from './context.ts';
import type { ReviewPlan, UserPlan, VotePlan, XpEvent } from './plans.ts';

export interface WeighedVote {
  voterId: number;
  value: number;
  weight: number;
}

export interface TrustPlan {
  /** Each review's weight, by review index. */
  reviewTrust: number[];
  voteTrust: Map<VotePlan, number>;
  /** Each review's weighed votes, by review index. */
  weighedVotes: Map<number, WeighedVote[]>;
}

export function weighTrust(
  userPlans: readonly UserPlan[],
  reviewPlans: readonly ReviewPlan[],
  votePlans: readonly VotePlan[],
  xp: { eventsOf: Map<number, XpEvent[]>; reviewsOf: Map<number, ReviewPlan[]> },
): TrustPlan {
  const { eventsOf, reviewsOf } = xp;
  const sortedEvents = new Map(
    [...eventsOf].map(([user, events]) => [
      user,
      [...events].sort((a, b) => a.at - b.at || a.seq - b.seq),
    ]),
  );
  /** The user's level and account age (days) just before `at`, as the live server reads them. */
  const standingAt = (user: number, at: number) => {
    let score = 0;
    for (const e of sortedEvents.get(user) ?? []) {
      if (e.at >= at) break;
      score = Math.max(0, score + e.amount);
    }
    return {
      level: levelForScore(score).level,
      accountAgeDays: Math.max(0, (at - userPlans[user]!.createdAt) / DAY),
    };
  };
  const reviewTrust = reviewPlans.map((review) =>
    reviewWeight({
      ...standingAt(review.user, review.createdAt),
      reviewsBefore: (reviewsOf.get(review.user) ?? []).filter(
        (r) => r.createdAt < review.createdAt,
      ).length,
      upheldAgainst: 0,
      holderBadge: null,
    }),
  );
  const voteTrust = new Map(votePlans.map((v) => [v, voteWeight(standingAt(v.user, v.at))]));
  const weighedVotes = new Map<number, WeighedVote[]>();
  for (const vote of votePlans) {
    const list = weighedVotes.get(vote.review) ?? [];
    list.push({ voterId: vote.user, value: vote.vote, weight: voteTrust.get(vote)! });
    weighedVotes.set(vote.review, list);
  }
  return { reviewTrust, voteTrust, weighedVotes };
}
