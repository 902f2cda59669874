// My profile /me (tabs via ?tab=, e.g. donations); the Donation History tab shows the
// donations feature's list.
import { MyProfile } from '@/features/profile/components/profile-view';
import { renderProfileDonations } from '@/features/donations/components/profile-donations';
import { ProfileDonationsContext } from '@/components/profile-donations-slot';

export default function MePage() {
  return (
    <ProfileDonationsContext.Provider value={renderProfileDonations}>
      <MyProfile />
    </ProfileDonationsContext.Provider>
  );
}
