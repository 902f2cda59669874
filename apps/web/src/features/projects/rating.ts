// Rating arithmetic for display: the share of each star (spec 2: a bar per star 5 to 1
// showing percent) and the New Gems rule.
import { isNewGem as inNewGemBounds } from '@chainreview/shared/ranking';
import type { Project } from '@chainreview/shared/schemas/project';

export type StarCounts = Pick<Project, 'star1' | 'star2' | 'star3' | 'star4' | 'star5'>;

export interface StarShare {
  star: 1 | 2 | 3 | 4 | 5;
  count: number;
  /** Whole percent of all ratings, 0 when there are none. */
  percent: number;
}

/** Star 5 first. Percents are rounded each on its own, so they may add up to 99 or 101. */
export function starShares(counts: StarCounts): StarShare[] {
  const stars = [5, 4, 3, 2, 1] as const;
  const total = stars.reduce((sum, s) => sum + Math.max(0, counts[`star${s}`]), 0);
  return stars.map((star) => {
    const count = Math.max(0, counts[`star${star}`]);
    return { star, count, percent: total > 0 ? Math.round((count * 100) / total) : 0 };
  });
}

/**
 * Whether a project counts as a New Gem: inside the shared age and review-count bounds
 * (packages/shared NEW_GEM) and rated. The API lists only those; the check stays here so a
 * list cached before a project crossed a bound does not show it.
 */
export function isNewGem(project: Project, now: Date = new Date()): boolean {
  return project.goodRatingScore > 0 && inNewGemBounds(project, now);
}

/**
 * The newest projects with the reviewed ones first (each group keeps its order): a first
 * visit opens on projects someone has rated, the unreviewed follow with a "No reviews yet".
 */
export function reviewedFirst<T extends Pick<Project, 'reviewCount'>>(projects: T[]): T[] {
  return [
    ...projects.filter((p) => p.reviewCount > 0),
    ...projects.filter((p) => p.reviewCount <= 0),
  ];
}
