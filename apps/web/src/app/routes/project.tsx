// Project detail /project/{chain}/{name-symbol-address}; content arrives with the projects feature.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function ProjectPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.project.title')} />;
}
