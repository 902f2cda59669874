// Search results for /search/{keyword}; results arrive with the search feature.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function SearchPage() {
  const { t } = useTranslation();
  const { keyword = '' } = useParams();
  return <PageTitle title={t('pages.search.title', { keyword })} />;
}
