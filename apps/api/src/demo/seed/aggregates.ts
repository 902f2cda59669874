// The demo's denormalized counters, counted from the planned rows so that every counter
// equals its rows.
import type {
  DonationPlan,
  ProjectFollowPlan,
  ProjectPlan,
  ReplyPlan,
  ReviewPlan,
  UserFollowPlan,
  UserPlan,
  VotePlan,
} from './plans.ts';

export interface UserStats {
  followers: number;
  following: number;
  followingProjects: number;
  donateCents: number;
}

export interface ProjectStats {
  count: number;
  /** Reviews per rating, 1 to 5 stars. */
  stars: number[];
  sum: number;
  votes: number;
  followers: number;
}

/** Counts the aggregates and sets each user's last activity. */
export function countAggregates(plan: {
  userPlans: readonly UserPlan[];
  projectPlans: readonly ProjectPlan[];
  reviewPlans: readonly ReviewPlan[];
  votePlans: readonly VotePlan[];
  replyPlans: readonly ReplyPlan[];
  donationPlans: readonly DonationPlan[];
  projectFollowPlans: readonly ProjectFollowPlan[];
  userFollowPlans: readonly UserFollowPlan[];
}): { userStats: UserStats[]; projectStats: ProjectStats[] } {
  const {
    userPlans,
    projectPlans,
    reviewPlans,
    votePlans,
    replyPlans,
    donationPlans,
    projectFollowPlans,
    userFollowPlans,
  } = plan;
  const userStats: UserStats[] = userPlans.map(() => ({
    followers: 0,
    following: 0,
    followingProjects: 0,
    donateCents: 0,
  }));
  for (const f of userFollowPlans) {
    userStats[f.followee]!.followers++;
    userStats[f.follower]!.following++;
  }
  for (const f of projectFollowPlans) userStats[f.user]!.followingProjects++;
  for (const d of donationPlans) userStats[d.to]!.donateCents += d.cents;
  const touch = (user: number, at: number) => {
    const plan = userPlans[user]!;
    plan.lastActivity = Math.max(plan.lastActivity, at);
  };
  for (const r of reviewPlans) touch(r.user, r.updatedAt);
  for (const r of replyPlans) touch(r.user, r.at);

  const projectStats: ProjectStats[] = projectPlans.map(() => ({
    count: 0,
    stars: [0, 0, 0, 0, 0],
    sum: 0,
    votes: 0,
    followers: 0,
  }));
  for (const r of reviewPlans) {
    const s = projectStats[r.project]!;
    s.count++;
    s.stars[r.rate - 1]!++;
    s.sum += r.rate;
  }
  for (const v of votePlans) {
    const r = reviewPlans[v.review]!;
    projectStats[r.project]!.votes++;
  }
  for (const f of projectFollowPlans) {
    projectStats[f.project]!.followers++;
  }

  return { userStats, projectStats };
}
