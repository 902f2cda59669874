// A user's profile /user/address/{address}; the viewer's own address goes to /me (spec 2).
import { Navigate, useLocation, useParams } from '@/lib/router';
import { paths } from '@/config/paths';
import { UserProfile } from '@/features/profile/components/profile-view';
import { useSession } from '@/lib/session';
import { ProfileDonationsContext } from '@/components/profile-donations-slot';
import { renderProfileDonations } from '@/features/donations/components/profile-donations';

export default function UserPage() {
  const { address = '' } = useParams();
  const { search } = useLocation();
  const session = useSession();
  if (session.user && session.user.address.toLowerCase() === address.toLowerCase())
    return <Navigate to={`${paths.me.href()}${search}`} replace />;
  return (
    <ProfileDonationsContext.Provider value={renderProfileDonations}>
      <UserProfile key={address.toLowerCase()} address={address} />
    </ProfileDonationsContext.Provider>
  );
}
