// Donation History: the donations API arrives with the donations-and-chain issue; until then
// the tab says plainly that there is nothing to show, without made-up rows.
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

export function DonationHistory() {
  const { t } = useTranslation();
  return <EmptyState message={t('profile.noDonations')} icon={<IconHeartHandshake size={26} />} testId="donations-empty" />;
}
