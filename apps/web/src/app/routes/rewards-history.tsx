// Rewards history /user-rewards-history/{address}: a user's XP ledger.
import { useParams } from '@/lib/router';
import { RewardsHistoryView } from '@/features/profile/components/rewards-history-view';

export default function RewardsHistoryPage() {
  const { address = '' } = useParams();
  return <RewardsHistoryView key={address.toLowerCase()} address={address} />;
}
