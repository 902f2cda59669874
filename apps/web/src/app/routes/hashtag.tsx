// Hashtag search /search-hashtag?hashtag=...: the reviews whose text carries the tag.
import { Text } from '@mantine/core';
import { useSearchParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { HashtagSearch, normalizeHashtag } from '@/features/reviews/components/hashtag-search';

export default function HashtagPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hashtag = normalizeHashtag(params.get('hashtag'));
  return (
    <>
      <PageTitle
        title={hashtag ? t('pages.hashtag.title', { hashtag }) : t('pages.hashtag.titleEmpty')}
        mb={4}
      />
      <Text c="dimmed" mb="lg">
        {t('reviews.hashtag.description')}
      </Text>
      <HashtagSearch key={hashtag} hashtag={hashtag} />
    </>
  );
}
