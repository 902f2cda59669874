// Donation History: the list comes from the donations feature through a slot the route fills;
// without it the tab says plainly that there is nothing to show.
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { useProfileDonationsSlot } from '@/components/profile-donations-slot';

export function DonationHistory({ userId, address }: { userId: string; address: string }) {
  const { t } = useTranslation();
  const render = useProfileDonationsSlot();
  if (render) return <>{render({ id: userId, address })}</>;
  return (
    <EmptyState
      message={t('profile.noDonations')}
      icon={<IconHeartHandshake size={26} />}
      testId="donations-empty"
    />
  );
}
