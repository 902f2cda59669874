// Write a review /write-review/{chain}/{contractAddress}; the form arrives with the reviews feature.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function WriteReviewPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.writeReview.title')} />;
}
