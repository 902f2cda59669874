// The project list sort options of spec 9 (Top Rating, Total Reviews high/low, ...) and how
// each maps to the API's sort and order. Keys are what the URL's ?sort= carries.
import type { TimeWindow } from '@chainreview/shared/enums';
import type { ProjectSort } from '@chainreview/shared/schemas/project';

export const LIST_SORTS = {
  newest: { sort: 'createdAt', order: 'desc' },
  trending: { sort: 'trendingScore', order: 'desc' },
  popular: { sort: 'popularScore', order: 'desc' },
  // Bayesian average: one 5-star review does not beat fifty 4.8s (DESIGN 5).
  top_rating: { sort: 'goodRatingScore', order: 'desc' },
  total_reviews_high_to_low: { sort: 'reviewCount', order: 'desc' },
  total_reviews_low_to_high: { sort: 'reviewCount', order: 'asc' },
  latest_updated: { sort: 'updated', order: 'desc' },
} as const satisfies Record<string, { sort: ProjectSort; order: 'asc' | 'desc' }>;

export type ListSort = keyof typeof LIST_SORTS;
export const LIST_SORT_KEYS = Object.keys(LIST_SORTS) as ListSort[];
export const DEFAULT_LIST_SORT: ListSort = 'newest';

export function isListSort(value: unknown): value is ListSort {
  return typeof value === 'string' && value in LIST_SORTS;
}

export function isTimeWindow(value: unknown): value is TimeWindow {
  return value === 7 || value === 30 || value === 90;
}
