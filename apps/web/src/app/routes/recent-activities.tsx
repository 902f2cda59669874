// Recent activities /recent-activities: new reviews and donations to reviewers.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ActivityFeed } from '@/features/reviews/components/activity-feed';

export default function RecentActivitiesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.recentActivities.title')} mb={4} />
      <Text c="dimmed" mb="lg">
        {t('reviews.activities.description')}
      </Text>
      <ActivityFeed />
    </>
  );
}
