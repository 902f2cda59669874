// Create Quest /create-quest (coloured layout): the three-step form; ?edit={id} changes a
// draft, ?projectId= preselects the owner's project.
import { useSearchParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/page-title';
import { CreateQuestForm } from '@/features/quests/components/create-quest-form';

export default function CreateQuestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.createQuest.title'));
  const [params] = useSearchParams();
  const editId = params.get('edit');
  return (
    <CreateQuestForm key={editId ?? 'new'} editId={editId} projectId={params.get('projectId')} />
  );
}
