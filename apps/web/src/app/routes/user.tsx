// A user's profile /user/address/{address}; content arrives with the profile feature.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function UserPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.user.title')} />;
}
