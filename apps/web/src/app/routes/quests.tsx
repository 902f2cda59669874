// Quest List /quests (narrow layout): Live / Upcoming / Ended tabs of quest cards.
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/page-title';
import { QuestList } from '@/features/quests/components/quest-list';

export default function QuestsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.quests.title'));
  return <QuestList />;
}
