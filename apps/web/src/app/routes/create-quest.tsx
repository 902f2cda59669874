import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function CreateQuestPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.createQuest.title')} />;
}
