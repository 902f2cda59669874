// The cache edits the reviews feature's mutations share: every cached review (lists, detail,
// my review, activity feed) lives under ['reviews', ...] (review-keys.ts), so one patch
// reaches every place the review is shown.
import type { QueryClient } from '@tanstack/react-query';
import type { Activity, Review } from '@chainreview/shared/schemas/review';
import { queryRoots } from '@/lib/query-keys';
import { meQueryKey } from '@/lib/session';
import { reviewKeys, type Paginated, type ProjectReviewsParams } from './review-keys';

// the keys live apart, so that a page that only reads reviews does not load the cache edits
export { reviewKeys, type Paginated, type ProjectReviewsParams } from './review-keys';

function isReview(value: unknown): value is Review {
  return Boolean(value && typeof value === 'object' && 'projectId' in value && 'title' in value);
}

/** Applies `update` to the review with this id wherever it is cached. */
export function updateCachedReview(
  queryClient: QueryClient,
  reviewId: string,
  update: (review: Review) => Review,
): void {
  const apply = (item: unknown): unknown => {
    if (isReview(item)) return item.id === reviewId ? update(item) : item;
    if (item && typeof item === 'object' && 'review' in item) {
      const activity = item as Activity;
      if (activity.review?.id === reviewId) return { ...activity, review: update(activity.review) };
    }
    return item;
  };
  queryClient.setQueriesData<unknown>({ queryKey: reviewKeys.all }, (old: unknown) => {
    if (!old || typeof old !== 'object') return old;
    if (isReview(old)) return apply(old);
    const data = (old as { data?: unknown }).data;
    if (Array.isArray(data)) return { ...old, data: data.map(apply) };
    return old;
  });
}

/**
 * Puts a new review first on the cached first pages of its project's list that it belongs
 * to (newest first, matching star filter and language), keeping 5 per page and counting it
 * in total and totalPages; other pages and sorts are marked stale.
 */
export function prependProjectReview(queryClient: QueryClient, review: Review): void {
  const entries = queryClient.getQueriesData<Paginated<Review>>({
    queryKey: reviewKeys.project(review.projectId),
  });
  for (const [key, value] of entries) {
    const params = key[3] as ProjectReviewsParams | undefined;
    if (!value || !params) continue;
    const matches =
      params.page === 1 &&
      params.sort === 'newest' &&
      (params.filter === 'all_review' || params.filter === `star${review.rate}`) &&
      (!params.language || params.language === review.language);
    if (!matches || value.data.some((r) => r.id === review.id)) continue;
    const limit = value.meta.limit || value.data.length || 5;
    const total = value.meta.total + 1;
    queryClient.setQueryData<Paginated<Review>>(key, {
      data: [review, ...value.data].slice(0, limit),
      meta: { ...value.meta, total, totalPages: Math.ceil(total / limit) },
    });
  }
  void queryClient.invalidateQueries({
    queryKey: reviewKeys.project(review.projectId),
    refetchType: 'none',
  });
}

/** After a review is written or edited: lists, feeds and the project's figures are stale. */
export function invalidateAfterReviewWrite(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: reviewKeys.lists });
  void queryClient.invalidateQueries({ queryKey: reviewKeys.activities });
  // The project's review count, average and star bars (projects feature keys).
  void queryClient.invalidateQueries({ queryKey: queryRoots.projects });
  // Energy was spent: the user menu's meter reads ['me'].
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
}
