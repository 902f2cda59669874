import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Review } from '@chainreview/shared/schemas/review';
import { makeReview } from '../test-fixtures';
import {
  prependProjectReview,
  reviewKeys,
  updateCachedReview,
  type Paginated,
  type ProjectReviewsParams,
} from './review-cache';

const page = (ids: string[], total: number): Paginated<Review> => ({
  data: ids.map((id) => makeReview({ id })),
  meta: { limit: 5, offset: 0, total, totalPages: Math.ceil(total / 5) },
});
const params = (overrides: Partial<ProjectReviewsParams> = {}): ProjectReviewsParams => ({
  page: 1,
  sort: 'newest',
  filter: 'all_review',
  language: null,
  ...overrides,
});

describe('prependProjectReview', () => {
  it('puts a new review first on page 1 keeping 5 per page and counts it', () => {
    const client = new QueryClient();
    const key = reviewKeys.projectPage('9', params());
    client.setQueryData(key, page(['1', '2', '3', '4', '5'], 5));
    prependProjectReview(client, makeReview({ id: '99', rate: 4 }));
    const after = client.getQueryData<Paginated<Review>>(key)!;
    expect(after.data.map((r) => r.id)).toEqual(['99', '1', '2', '3', '4']);
    expect(after.meta).toMatchObject({ total: 6, totalPages: 2 });
  });

  it('leaves lists the review does not belong to (other stars, other pages, other sorts)', () => {
    const client = new QueryClient();
    const keys = [
      reviewKeys.projectPage('9', params({ filter: 'star1' })),
      reviewKeys.projectPage('9', params({ page: 2 })),
      reviewKeys.projectPage('9', params({ sort: 'oldest' })),
      reviewKeys.projectPage('9', params({ language: 'ru' })),
    ];
    for (const key of keys) client.setQueryData(key, page(['1'], 1));
    prependProjectReview(client, makeReview({ id: '99', rate: 4, language: 'en' }));
    for (const key of keys)
      expect(client.getQueryData<Paginated<Review>>(key)!.data.map((r) => r.id)).toEqual(['1']);
  });
});

describe('updateCachedReview', () => {
  it('changes the review in lists and in its detail', () => {
    const client = new QueryClient();
    client.setQueryData(reviewKeys.projectPage('9', params()), page(['41', '42'], 2));
    client.setQueryData(reviewKeys.detail('41'), makeReview({ id: '41' }));
    updateCachedReview(client, '41', (r) => ({ ...r, upVoteCount: 50 }));
    expect(
      client
        .getQueryData<Paginated<Review>>(reviewKeys.projectPage('9', params()))!
        .data.map((r) => r.upVoteCount),
    ).toEqual([50, 3]);
    expect(client.getQueryData<Review>(reviewKeys.detail('41'))!.upVoteCount).toBe(50);
  });
});
