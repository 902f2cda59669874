// Submit a project /submit-project/{chain}/{contractAddress}; the form arrives later.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function SubmitProjectPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.submitProject.title')} />;
}
