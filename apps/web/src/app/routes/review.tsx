// Review detail /reviews/{reviewId} (grey layout): the review, its project and its replies;
// 'Review not found' when there is no such review; the tombstone when moderation removed it.
import { lazy, Suspense } from 'react';
import { useParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { ReviewDetail, useReviewPage } from '@/features/reviews/components/review-detail';
import { tombstoneOf } from '@/features/removal/api/tombstone';
import { NotFoundPage } from './not-found';

// only a removed review shows it: its appeal form (and the shared moderation schemas it
// brings) stays out of every other review's first load
const ReviewTombstone = lazy(() =>
  import('@/features/removal/components/review-tombstone').then((m) => ({
    default: m.ReviewTombstone,
  })),
);

export default function ReviewPage() {
  const { t } = useTranslation();
  const { reviewId = '' } = useParams();
  const { notFound, query } = useReviewPage(reviewId);
  const tombstone = tombstoneOf(query.error);
  if (tombstone)
    return (
      <Suspense fallback={null}>
        <ReviewTombstone key={reviewId} tombstone={tombstone} />
      </Suspense>
    );
  if (notFound) return <NotFoundPage message={t('reviews.detail.notFound')} />;
  return <ReviewDetail key={reviewId} reviewId={reviewId} />;
}
