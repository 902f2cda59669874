// Home (spec 2): tabs New, Popular and Trending arrive with the projects feature.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function HomePage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.home.title')} />;
}
