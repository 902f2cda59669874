// The reviews feature's query keys: every cached review (lists, detail, my review, activity
// feed) lives under ['reviews', ...], so one patch reaches every place the review is shown
// (review-cache.ts, the edits the mutations share).
import type { RatingFilter, ReviewSort } from '@chainreview/shared/enums';
import { queryRoots } from '@/lib/query-keys';

export interface Paginated<T> {
  data: T[];
  meta: { limit: number; offset: number; total: number; totalPages: number };
}

export interface ProjectReviewsParams {
  page: number;
  sort: ReviewSort;
  filter: RatingFilter;
  language?: string | null;
}

export const reviewKeys = {
  all: queryRoots.reviews,
  project: (projectId: string) => ['reviews', 'project', projectId] as const,
  projectPage: (projectId: string, params: ProjectReviewsParams) =>
    ['reviews', 'project', projectId, params] as const,
  mine: (projectId: string) => ['reviews', 'mine', projectId] as const,
  detail: (reviewId: string) => ['reviews', 'detail', reviewId] as const,
  lists: ['reviews', 'list'] as const,
  replies: (reviewId: string) => ['reviews', 'replies', reviewId] as const,
  activities: ['reviews', 'activities'] as const,
};
