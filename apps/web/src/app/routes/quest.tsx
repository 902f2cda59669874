// Quest detail /quest/{questId}.
import { useParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/page-title';
import { QuestDetail } from '@/features/quests/components/quest-detail';

export default function QuestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.quest.title'));
  const { questId = '' } = useParams();
  return <QuestDetail key={questId} questId={questId} />;
}
