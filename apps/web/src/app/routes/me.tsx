// My profile /me (tabs via ?tab=, e.g. donations).
import { MyProfile } from '@/features/profile/components/profile-view';

export default function MePage() {
  return <MyProfile />;
}
