// Review detail /reviews/{reviewId}; content arrives with the reviews feature.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function ReviewPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.review.title')} />;
}
