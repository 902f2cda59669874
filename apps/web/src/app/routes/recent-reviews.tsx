// Recent reviews /recently-reviews: the newest reviews across every project.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ReviewFeed } from '@/features/reviews/components/review-feed';

export default function RecentReviewsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.recentReviews.title')} mb={4} />
      <Text c="dimmed" mb="lg">
        {t('reviews.recent.description')}
      </Text>
      <ReviewFeed emptyText={t('reviews.list.empty')} />
    </>
  );
}
