// The demo reviews: more for the popular projects, each written in the reviewer's language
// (now and then in English) from the text packs, rated around the project's quality.
import { LANGUAGES, type Language, type ProjectCategory } from '@chainreview/shared';
import {
  PACKS,
  composeReview,
  extractHashtags,
  titleCandidates,
  toPlainText,
  toRichText,
} from '../texts/index.ts';
import { ACTIVITY_WEIGHT, DAY, HOUR, MINUTE, type SeedContext } from './context.ts';
import type { ProjectPlan, ReviewPlan, UserPlan } from './plans.ts';

/** How many reviews a user of each target level (index) writes at most. */
const REVIEW_CAP = [0, 1, 3, 8, 60, 60, 60, 60, 60, 60];

export function planReviews(
  ctx: SeedContext,
  reviewers: readonly UserPlan[],
  projects: { projectPlans: readonly ProjectPlan[]; rankOrder: readonly number[] },
): ReviewPlan[] {
  const { now, rng, between } = ctx;
  const { projectPlans, rankOrder } = projects;
  const reviewPlans: ReviewPlan[] = [];
  const reviewedProjects = rankOrder.map((i) => projectPlans[i]!);
  for (const [rank, project] of reviewedProjects.entries()) {
    const wanted = Math.round((2 + 30 / (1 + 0.25 * rank)) * (0.8 + 0.4 * rng.next()));
    const eligible = reviewers.filter(
      (u) =>
        u.reviewCount < REVIEW_CAP[u.target]! &&
        u.index !== project.ownerIndex &&
        u.createdAt < now - 2 * HOUR,
    );
    const chosen = rng.sampleWeighted(
      eligible,
      eligible.map((u) => ACTIVITY_WEIGHT[u.target]!),
      wanted,
    );
    const usedTitles = new Set<string>();
    for (const user of chosen) {
      let rate: number;
      if (rng.chance(0.08)) rate = rng.chance(0.6) ? 1 : 2;
      else {
        const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 1.6;
        rate = Math.min(5, Math.max(1, Math.round(project.quality + noise)));
      }
      let language: Language = user.language;
      if (user.language !== 'en' && rng.chance(0.15)) language = 'en';
      else if (user.language === 'en' && rng.chance(0.08))
        language = rng.pick(LANGUAGES.filter((l) => l !== 'en'));
      const pack = PACKS[language];
      const ctx = { name: project.def.name, symbol: project.def.symbol };
      const tags: string[] = [];
      if (rng.chance(0.3)) {
        const pool = [
          ...project.def.categories.flatMap((c) => pack.hashtags[c]),
          ...pack.hashtags.general,
        ];
        tags.push(...rng.shuffle(pool).slice(0, rng.int(1, 2)));
        if (rng.chance(0.6)) tags.push(project.def.symbol);
      }
      const paragraphs = composeReview(rng, language, {
        ...ctx,
        categories: project.def.categories as ProjectCategory[],
        rate,
        long: rng.chance(0.15),
        hashtags: tags,
      });
      const candidates = titleCandidates(language, rate, ctx);
      const fresh = candidates.filter((t) => !usedTitles.has(t));
      const title = rng.pick(fresh.length > 0 ? fresh : candidates);
      usedTitles.add(title);
      const contentText = toPlainText(paragraphs);

      const lo = Math.max(project.createdAt, user.createdAt) + HOUR;
      const createdAt = Math.round(between(lo, now - 10 * MINUTE, 0.7));
      let updatedAt = createdAt;
      let isEdited = false;
      if (rng.chance(0.15)) {
        const edited = Math.min(now - MINUTE, createdAt + rng.int(2 * HOUR, 40 * DAY));
        if (edited > createdAt) {
          updatedAt = edited;
          isEdited = true;
        }
      }
      user.reviewCount++;
      reviewPlans.push({
        index: reviewPlans.length,
        user: user.index,
        project: project.index,
        title,
        content: toRichText(paragraphs),
        contentText,
        paragraphs,
        hashtags: extractHashtags(contentText),
        rate,
        language,
        isEdited,
        createdAt,
        updatedAt,
        up: 0,
        down: 0,
        replies: 0,
        donateCents: 0,
      });
    }
  }
  return reviewPlans;
}
