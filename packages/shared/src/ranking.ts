// Ranking formulas of DESIGN.md section 5, pure so both the score job and tests use them.

/** Wilson score lower bound (95 %) of the share of upvotes; 0 without votes. Review "Popular". */
export function wilsonLowerBound(up: number, down: number, z = 1.96): number {
  const n = up + down;
  if (n <= 0) return 0;
  const p = up / n;
  const z2 = z * z;
  return (p + z2 / (2 * n) - z * Math.sqrt((p * (1 - p) + z2 / (4 * n)) / n)) / (1 + z2 / n);
}

export const GOOD_RATING_PRIOR = 10;

/** Bayesian average `(C*m + sum) / (C + n)`: few reviews pull towards the global mean m. */
export function bayesianAverage(
  sumOfStars: number,
  count: number,
  globalMean: number,
  c = GOOD_RATING_PRIOR,
): number {
  if (c + count === 0) return 0;
  return (c * globalMean + sumOfStars) / (c + count);
}

/** Weights of each kind of activity in Trending and Popular. */
export const ACTIVITY_WEIGHTS = { review: 5, vote: 1, follow: 2, donation: 4, reply: 1 } as const;
export type ActivityKind = keyof typeof ACTIVITY_WEIGHTS;

/**
 * Trending: activity inside the window, each event decayed exponentially by its age with a
 * half-life of a third of the window, so last week counts more than the start of the window.
 */
export function trendingScore(
  events: readonly { at: Date; kind: ActivityKind }[],
  now: Date,
  windowDays: number,
): number {
  const windowMs = windowDays * 86_400_000;
  const lambda = Math.LN2 / (windowMs / 3);
  let total = 0;
  for (const event of events) {
    const age = now.getTime() - event.at.getTime();
    if (age < 0 || age > windowMs) continue;
    total += ACTIVITY_WEIGHTS[event.kind] * Math.exp(-lambda * age);
  }
  return total;
}

/** Popular: total engagement, all time. */
export function popularScore(counts: {
  reviews: number;
  votes: number;
  followers: number;
  donations: number;
  replies: number;
}): number {
  return (
    counts.reviews * ACTIVITY_WEIGHTS.review +
    counts.votes * ACTIVITY_WEIGHTS.vote +
    counts.followers * ACTIVITY_WEIGHTS.follow +
    counts.donations * ACTIVITY_WEIGHTS.donation +
    counts.replies * ACTIVITY_WEIGHTS.reply
  );
}

/**
 * New Gems: young projects that are starting to be reviewed. Younger than maxAgeDays, with at
 * least minReviews (someone has looked at it) and at most maxReviews (past that it is known,
 * not a discovery). Both bounds are inclusive.
 */
export const NEW_GEM = { maxAgeDays: 90, minReviews: 1, maxReviews: 20 } as const;

/** Whether a project is a New Gem at `now`: the age and review-count bounds of NEW_GEM. */
export function isNewGem(
  project: { createdAt: Date | string; reviewCount: number },
  now: Date,
): boolean {
  const ageDays = (now.getTime() - new Date(project.createdAt).getTime()) / 86_400_000;
  return (
    ageDays <= NEW_GEM.maxAgeDays &&
    project.reviewCount >= NEW_GEM.minReviews &&
    project.reviewCount <= NEW_GEM.maxReviews
  );
}

/** The oldest creation time a New Gem may have at `now`. */
export function newGemCreatedAfter(now: Date): Date {
  return new Date(now.getTime() - NEW_GEM.maxAgeDays * 86_400_000);
}

/**
 * New Gems score: young projects with good early ratings. The Bayesian rating, boosted for
 * youth (linear from 1 at birth to 0 at maxAgeDays); 0 outside the New Gem bounds.
 */
export function newGemScore(
  goodRating: number,
  reviewCount: number,
  createdAt: Date,
  now: Date,
): number {
  if (!isNewGem({ createdAt, reviewCount }, now)) return 0;
  const ageDays = (now.getTime() - createdAt.getTime()) / 86_400_000;
  const youth = 1 - Math.max(0, ageDays) / NEW_GEM.maxAgeDays;
  return goodRating * (0.5 + 0.5 * youth);
}
