// My profile /me (tabs via ?tab=, e.g. donations); content arrives with the profile feature.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function MePage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.me.title')} />;
}
