import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function RecentActivitiesPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.recentActivities.title')} />;
}
