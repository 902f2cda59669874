// Hashtag search /search-hashtag?hashtag=...; results arrive with the reviews feature.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function HashtagPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hashtag = params.get('hashtag')?.trim().replace(/^#/, '');
  return (
    <PageTitle
      title={hashtag ? t('pages.hashtag.title', { hashtag }) : t('pages.hashtag.titleEmpty')}
    />
  );
}
