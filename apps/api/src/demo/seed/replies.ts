// The demo replies: threads under a share of the reviews, now and then answered by the author.
import type { Language } from '@chainreview/shared';
import { PACKS } from '../texts/index.ts';
import { ACTIVITY_WEIGHT, DAY, MINUTE, type SeedContext } from './context.ts';
import type { ProjectPlan, ReplyPlan, ReviewPlan, UserPlan } from './plans.ts';

/** Plans the replies and counts them into each review's reply total. */
export function planReplies(
  ctx: SeedContext,
  userPlans: readonly UserPlan[],
  projectPlans: readonly ProjectPlan[],
  reviewPlans: readonly ReviewPlan[],
): ReplyPlan[] {
  const { now, rng, between } = ctx;
  const replyPlans: ReplyPlan[] = [];
  for (const review of reviewPlans) {
    const project = projectPlans[review.project]!;
    if (!rng.chance(0.25 + 0.4 * project.popularity)) continue;
    const count = Math.min(8, 1 + Math.floor(rng.next() * (1 + (review.up + review.down) / 3)));
    const others = userPlans.filter((u) => u.index !== review.user);
    const repliers = rng.sampleWeighted(
      others,
      others.map((u) => 0.5 + ACTIVITY_WEIGHT[u.target]!),
      count,
    );
    let last = review.createdAt;
    const used = new Set<string>();
    for (const [i, replier] of repliers.entries()) {
      // now and then the author answers the thread
      const byAuthor = i > 0 && rng.chance(0.25);
      const user = byAuthor ? userPlans[review.user]! : replier;
      const lo = Math.max(last, user.createdAt) + MINUTE;
      if (lo >= now - MINUTE) continue;
      const language: Language = rng.chance(0.85) ? review.language : user.language;
      const pool = byAuthor ? PACKS[language].authorReplies : PACKS[language].replies;
      const fresh = pool.filter((text) => !used.has(text));
      const content = rng.pick(fresh.length > 0 ? fresh : pool);
      used.add(content);
      last = Math.round(between(lo, Math.min(now - MINUTE, lo + 20 * DAY), 1.5));
      replyPlans.push({
        index: replyPlans.length,
        review: review.index,
        user: user.index,
        content,
        at: last,
      });
      review.replies++;
    }
  }
  return replyPlans;
}
