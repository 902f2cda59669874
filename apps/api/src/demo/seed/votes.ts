// The demo votes: more on popular projects and high-level authors, mostly up unless the
// rating is far from the project's quality.
import { ACTIVITY_WEIGHT, MINUTE, type SeedContext } from './context.ts';
import type { ProjectPlan, ReviewPlan, UserPlan, VotePlan } from './plans.ts';

/** Plans the votes and counts them into each review's up and down totals. */
export function planVotes(
  ctx: SeedContext,
  userPlans: readonly UserPlan[],
  projectPlans: readonly ProjectPlan[],
  reviewPlans: readonly ReviewPlan[],
): VotePlan[] {
  const { now, rng, between } = ctx;
  const votePlans: VotePlan[] = [];
  for (const review of reviewPlans) {
    const project = projectPlans[review.project]!;
    const author = userPlans[review.user]!;
    const lambda = 1 + 7 * project.popularity + 6 * ((author.target - 1) / 8);
    const wanted = Math.round(lambda * (0.3 + 1.4 * rng.next()));
    const offside = Math.abs(review.rate - project.quality) >= 2;
    const pUp = rng.chance(0.1) ? 0.5 : offside ? 0.55 : 0.86;
    const voters = rng.sampleWeighted(
      userPlans.filter((u) => u.index !== review.user),
      userPlans.filter((u) => u.index !== review.user).map((u) => 0.6 + ACTIVITY_WEIGHT[u.target]!),
      wanted,
    );
    for (const voter of voters) {
      const lo = Math.max(review.createdAt, voter.createdAt) + MINUTE;
      if (lo >= now - MINUTE) continue;
      const vote: 1 | -1 = rng.chance(pUp) ? 1 : -1;
      votePlans.push({
        review: review.index,
        user: voter.index,
        vote,
        at: Math.round(between(lo, now - MINUTE, 2.5)),
      });
      if (vote === 1) review.up++;
      else review.down++;
    }
  }
  return votePlans;
}
