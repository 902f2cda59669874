// Trusted rating: a review weighs by its author's standing and holder proof when it
// was written, a vote by its voter's standing when it was cast. Plain counts and the plain
// average stay as they are; rankings (Good Rating, the review Popular sort) use the weights.
import type { HolderBadge } from './enums.ts';
import { bayesianAverage, GOOD_RATING_PRIOR, wilsonLowerBound } from './ranking.ts';

export const TRUSTED_RATING = {
  /** No review or vote weighs less than this (a fresh wallet still counts a little). */
  minWeight: 0.05,
  /** A vote weighs at most 1; a review up to 1.5 with a large holding. */
  maxVoteWeight: 1,
  maxReviewWeight: 1.5,
  /** Each report against the author's content that the admin team upheld takes this much. */
  upheldAgainstPenalty: 0.25,
  /** The Bayesian prior of the trusted rating, in weight units (an established member weighs 1). */
  prior: GOOD_RATING_PRIOR,
  /** Multiplier of a review by the author's holder tier of the project's token at review time. */
  holderFactor: {
    SHRIMP: 1.05,
    CRAB: 1.1,
    OCTOPUS: 1.15,
    FISH: 1.2,
    DOLPHIN: 1.25,
    SHARK: 1.3,
    WHALE: 1.4,
    HUMPBACK: 1.5,
  } satisfies Record<HolderBadge, number>,
} as const;

export interface Standing {
  /** Level 1..9 from the XP score. */
  level: number;
  /** Days since the account was created. */
  accountAgeDays: number;
}

export interface AuthorStanding extends Standing {
  /** Reviews the author had published before this one. */
  reviewsBefore: number;
  /** Reports against the author's reviews and replies the admin team upheld. */
  upheldAgainst: number;
  /** The holder tier read on chain when the review was published (null: none or unknown). */
  holderBadge: HolderBadge | null;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const clamp = (value: number, max: number) =>
  Math.min(max, Math.max(TRUSTED_RATING.minWeight, value));

/** Level 1 counts 0.3, level 5 and above fully. */
export function levelFactor(level: number): number {
  if (level >= 5) return 1;
  if (level === 4) return 0.8;
  if (level === 3) return 0.7;
  if (level === 2) return 0.5;
  return 0.3;
}

/** A wallet created today counts 0.2, one older than 90 days fully. */
export function accountAgeFactor(days: number): number {
  if (days < 1) return 0.2;
  if (days < 7) return 0.4;
  if (days < 30) return 0.7;
  if (days < 90) return 0.9;
  return 1;
}

/** A first review counts 0.6, the tenth and later fully; upheld reports against the author cut it. */
export function historyFactor(reviewsBefore: number, upheldAgainst: number): number {
  const written =
    reviewsBefore >= 10 ? 1 : reviewsBefore >= 3 ? 0.9 : reviewsBefore >= 1 ? 0.8 : 0.6;
  return Math.max(0, written - upheldAgainst * TRUSTED_RATING.upheldAgainstPenalty);
}

/** The weight of one vote in rankings: the voter's level x account age. */
export function voteWeight(standing: Standing): number {
  return round(
    clamp(
      levelFactor(standing.level) * accountAgeFactor(standing.accountAgeDays),
      TRUSTED_RATING.maxVoteWeight,
    ),
  );
}

/** The weight of one review in the trusted rating: standing x history x holder proof. */
export function reviewWeight(standing: AuthorStanding): number {
  const holder = standing.holderBadge ? TRUSTED_RATING.holderFactor[standing.holderBadge] : 1;
  return round(
    clamp(
      levelFactor(standing.level) *
        accountAgeFactor(standing.accountAgeDays) *
        historyFactor(standing.reviewsBefore, standing.upheldAgainst) *
        holder,
      TRUSTED_RATING.maxReviewWeight,
    ),
  );
}

/** Mean of rates weighted by their reviews' weights; 0 when nothing weighs. */
export function weightedMean(reviews: readonly { rate: number; weight: number }[]): number {
  let sum = 0;
  let weights = 0;
  for (const r of reviews) {
    sum += r.rate * r.weight;
    weights += r.weight;
  }
  return weights > 0 ? sum / weights : 0;
}

/**
 * The trusted rating of a project: the Bayesian average of its reviews with each review counted
 * by its weight, pulled towards the site-wide weighted mean by `prior` weight units. Thirty
 * fresh wallets (0.05 each) weigh as much as 1.5 established members, so they barely move it.
 * The Good Rating list sorts by this value.
 */
export function trustedRating(
  reviews: readonly { rate: number; weight: number }[],
  globalMean: number,
  prior: number = TRUSTED_RATING.prior,
): number {
  let sum = 0;
  let weights = 0;
  for (const r of reviews) {
    sum += r.rate * r.weight;
    weights += r.weight;
  }
  return bayesianAverage(sum, weights, globalMean, prior);
}

/**
 * The weighted up and down totals of a review's votes: each vote by its weight, and votes
 * from members of a vote ring the admin team has not cleared by nothing.
 */
export function weightedVoteTotals(
  votes: readonly { voterId: number; value: number; weight: number }[],
  flaggedVoters: ReadonlySet<number> = new Set(),
): { up: number; down: number } {
  let up = 0;
  let down = 0;
  for (const v of votes) {
    if (flaggedVoters.has(v.voterId)) continue;
    if (v.value === 1) up += v.weight;
    else if (v.value === -1) down += v.weight;
  }
  return { up, down };
}

/** The review Popular score: the Wilson lower bound over the weighted totals. */
export function trustedPopularScore(
  votes: readonly { voterId: number; value: number; weight: number }[],
  flaggedVoters: ReadonlySet<number> = new Set(),
): number {
  const { up, down } = weightedVoteTotals(votes, flaggedVoters);
  return wilsonLowerBound(up, down);
}
