// The demo data seed: a deterministic catalogue of projects, users, reviews, votes, replies,
// follows, donations and XP, with every denormalized counter equal to its rows. Everything
// is planned in memory from a seeded PRNG and `now`, then bulk-inserted in one transaction.
// Reviewers have deterministic keys and sign most reviews and every version of an edited one
// (seed-signatures.ts).
// Each section has its generator in seed/; they draw from one PRNG stream in the order below.
import type { Db } from '../db/client.ts';
import { Random } from './random.ts';
import { countAggregates } from './seed/aggregates.ts';
import { createSeedContext } from './seed/context.ts';
import { planDonationsAndXp } from './seed/donations.ts';
import { planFollows } from './seed/follows.ts';
import { insertSeed } from './seed/insert.ts';
import { planProjects } from './seed/projects.ts';
import { planReplies } from './seed/replies.ts';
import { planReviews } from './seed/reviews.ts';
import { weighTrust } from './seed/trust.ts';
import { planUsers } from './seed/users.ts';
import { planVotes } from './seed/votes.ts';

export interface SeedSummary {
  projects: number;
  users: number;
  reviews: number;
  votes: number;
  replies: number;
  projectFollows: number;
  userFollows: number;
  donations: number;
  xpLedger: number;
  signedReviews: number;
  reviewVersions: number;
}

export const DEFAULT_DEMO_SEED = 20_240_521;
/** The site demo signatures name when the caller gives none (PUBLIC_URL's default origin). */
export const DEFAULT_DEMO_SITE = 'http://127.0.0.1:3000';

export async function seedDemo(
  db: Db,
  options: { now: Date; seed?: number; site?: string },
): Promise<SeedSummary> {
  const rng = new Random(options.seed ?? DEFAULT_DEMO_SEED);
  // signatures and edit histories draw from their own stream: the rest of the data stays as is
  const signRng = new Random((options.seed ?? DEFAULT_DEMO_SEED) ^ 0x5a5a5a5a);
  const site = options.site ?? DEFAULT_DEMO_SITE;
  const ctx = createSeedContext(options.now.getTime(), rng);

  const userPlans = planUsers(ctx);
  const reviewers = userPlans.filter((u) => u.target > 0);
  const projectsPlan = planProjects(ctx, reviewers);
  const { projectPlans } = projectsPlan;
  const reviewPlans = planReviews(ctx, reviewers, projectsPlan);
  const votePlans = planVotes(ctx, userPlans, projectPlans, reviewPlans);
  const replyPlans = planReplies(ctx, userPlans, projectPlans, reviewPlans);
  const { projectFollowPlans, userFollowPlans } = planFollows(
    ctx,
    userPlans,
    projectsPlan,
    reviewPlans,
  );
  const xp = planDonationsAndXp(ctx, userPlans, reviewers, { reviewPlans, votePlans, replyPlans });
  const { donationPlans, ledger, scores } = xp;
  const trust = weighTrust(userPlans, reviewPlans, votePlans, xp);
  const { userStats, projectStats } = countAggregates({
    userPlans,
    projectPlans,
    reviewPlans,
    votePlans,
    replyPlans,
    donationPlans,
    projectFollowPlans,
    userFollowPlans,
  });

  const summary = await insertSeed(
    db,
    ctx,
    {
      userPlans,
      projectPlans,
      reviewPlans,
      votePlans,
      replyPlans,
      donationPlans,
      projectFollowPlans,
      userFollowPlans,
      ledger,
      scores,
      userStats,
      projectStats,
      ...trust,
    },
    { signRng, site },
  );

  return {
    projects: projectPlans.length,
    users: userPlans.length,
    reviews: reviewPlans.length,
    votes: votePlans.length,
    replies: replyPlans.length,
    projectFollows: projectFollowPlans.length,
    userFollows: userFollowPlans.length,
    donations: donationPlans.length,
    xpLedger: ledger.length,
    ...summary,
  };
}
