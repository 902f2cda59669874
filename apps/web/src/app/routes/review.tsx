// Review detail /reviews/{reviewId} (grey layout): the review, its project and its replies;
// 'Review not found' when there is no such review.
import { useParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { ReviewDetail, useReviewPage } from '@/features/reviews/components/review-detail';
import { NotFoundPage } from './not-found';

export default function ReviewPage() {
  const { t } = useTranslation();
  const { reviewId = '' } = useParams();
  const { notFound } = useReviewPage(reviewId);
  if (notFound) return <NotFoundPage message={t('reviews.detail.notFound')} />;
  return <ReviewDetail key={reviewId} reviewId={reviewId} />;
}
