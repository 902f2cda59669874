// Rewards history /user-rewards-history/{address}; content arrives with the reputation feature.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function RewardsHistoryPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.rewardsHistory.title')} />;
}
