// The demo follows: users follow popular projects, some they reviewed, the ones they own,
// and users of a higher level.
import { HOUR, MINUTE, type SeedContext } from './context.ts';
import type {
  ProjectFollowPlan,
  ProjectPlan,
  ReviewPlan,
  UserFollowPlan,
  UserPlan,
} from './plans.ts';

export function planFollows(
  ctx: SeedContext,
  userPlans: readonly UserPlan[],
  projects: { projectPlans: readonly ProjectPlan[]; activeProjects: readonly ProjectPlan[] },
  reviewPlans: readonly ReviewPlan[],
): { projectFollowPlans: ProjectFollowPlan[]; userFollowPlans: UserFollowPlan[] } {
  const { now, rng, between } = ctx;
  const { projectPlans, activeProjects } = projects;
  const projectFollowPlans: ProjectFollowPlan[] = [];
  const userFollowPlans: UserFollowPlan[] = [];
  const reviewedBy = new Map<number, Set<number>>();
  for (const review of reviewPlans) {
    if (!reviewedBy.has(review.user)) reviewedBy.set(review.user, new Set());
    reviewedBy.get(review.user)!.add(review.project);
  }
  for (const user of userPlans) {
    const follows = new Set<number>();
    const count = user.target === 0 ? rng.int(2, 8) : rng.int(0, 12);
    for (const project of rng.sampleWeighted(
      activeProjects,
      activeProjects.map((p) => 0.15 + p.popularity),
      count,
    )) {
      follows.add(project.index);
    }
    for (const projectIndex of reviewedBy.get(user.index) ?? [])
      if (rng.chance(0.3)) follows.add(projectIndex);
    for (const project of activeProjects)
      if (project.ownerIndex === user.index) follows.add(project.index);
    for (const projectIndex of [...follows].sort((a, b) => a - b)) {
      const project = projectPlans[projectIndex]!;
      const lo = Math.max(user.createdAt, project.createdAt) + HOUR;
      if (lo >= now - MINUTE) continue;
      projectFollowPlans.push({
        user: user.index,
        project: projectIndex,
        at: Math.round(between(lo, now - MINUTE)),
      });
    }

    const others = userPlans.filter((u) => u.index !== user.index);
    const followees = rng.sampleWeighted(
      others,
      others.map((u) => 0.2 + Math.pow(u.target, 1.5)),
      rng.int(0, 10),
    );
    for (const followee of followees.sort((a, b) => a.index - b.index)) {
      const lo = Math.max(user.createdAt, followee.createdAt) + HOUR;
      if (lo >= now - MINUTE) continue;
      userFollowPlans.push({
        follower: user.index,
        followee: followee.index,
        at: Math.round(between(lo, now - MINUTE)),
      });
    }
  }
  return { projectFollowPlans, userFollowPlans };
}
