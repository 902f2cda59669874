// The recent activity feed (spec 2 /recent-activities): new reviews and donations, newest
// first. Each source is read up to offset+limit rows by its index, then merged.
import { listMeta, type Activity } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { latestDonations } from '../donations/index.ts';
import { findReviewJoined, listReviews, visibleReviewIds } from './reviews.repository.ts';
import { toAuthor, toReview } from './reviews.service.ts';

export async function activities(
  deps: Deps,
  type: 'review' | 'donate' | undefined,
  limit: number,
  offset: number,
) {
  const window = limit + offset;
  const wantReviews = type !== 'donate';
  const wantDonations = type !== 'review';

  const [reviewPage, donationPage] = await Promise.all([
    wantReviews
      ? listReviews(deps.db, { limit: window, offset: 0, filter: 'all_review', sort: 'newest' }, {})
      : Promise.resolve({ rows: [], total: 0 }),
    wantDonations ? latestDonations(deps.db, window) : Promise.resolve({ rows: [], total: 0 }),
  ]);

  const items: Activity[] = [
    ...reviewPage.rows.map((row) => ({
      type: 'review' as const,
      id: `review-${row.review.id}`,
      createdAt: row.review.createdAt.toISOString(),
      review: toReview(row),
      donation: null,
    })),
    ...donationPage.rows.map(({ donation, from }) => ({
      type: 'donate' as const,
      id: `donate-${donation.id}`,
      createdAt: donation.createdAt.toISOString(),
      review: null,
      donation: {
        id: String(donation.id),
        token: donation.token,
        amount: donation.amount,
        amountUsd: Number(donation.amountUsd),
        message: donation.message,
        transactionHash: donation.transactionHash,
        from: from ? toAuthor(from) : null,
        fromAddress: donation.fromAddress,
        toAddress: donation.toAddress,
        reviewId: donation.reviewId === null ? null : String(donation.reviewId),
      },
    })),
  ].sort((a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1,
  );

  // attach the donated review to donation items so the feed can show what was tipped
  const page = items.slice(offset, offset + limit);
  const reviewIds = page
    .filter((i) => i.donation?.reviewId)
    .map((i) => Number(i.donation!.reviewId));
  if (reviewIds.length) {
    const visible = await visibleReviewIds(deps.db, reviewIds);
    for (const item of page) {
      const id = item.donation?.reviewId ? Number(item.donation.reviewId) : null;
      if (id && visible.has(id)) {
        const joined = await findReviewJoined(deps.db, id);
        if (joined) item.review = toReview(joined);
      }
    }
  }
  return { data: page, meta: listMeta(limit, offset, reviewPage.total + donationPage.total) };
}
