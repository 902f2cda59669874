// Review detail /reviews/{reviewId} (grey layout): the review, its project and its replies;
// 'Review not found' when there is no such review; the tombstone when moderation removed it.
import { useParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { ReviewDetail, useReviewPage } from '@/features/reviews/components/review-detail';
import { tombstoneOf } from '@/features/removal/api/removal-api';
import { ReviewTombstone } from '@/features/removal/components/review-tombstone';
import { NotFoundPage } from './not-found';

export default function ReviewPage() {
  const { t } = useTranslation();
  const { reviewId = '' } = useParams();
  const { notFound, query } = useReviewPage(reviewId);
  const tombstone = tombstoneOf(query.error);
  if (tombstone) return <ReviewTombstone key={reviewId} tombstone={tombstone} />;
  if (notFound) return <NotFoundPage message={t('reviews.detail.notFound')} />;
  return <ReviewDetail key={reviewId} reviewId={reviewId} />;
}
