// Projects by chain /projects-by-chain?chain= (full width): chains as chips, then the list.
import { useTranslation } from 'react-i18next';
import { ProjectCatalogue } from '@/features/projects/components/project-catalogue';

export default function ProjectsByChainPage() {
  const { t } = useTranslation();
  return (
    <ProjectCatalogue
      title={t('pages.projectsByChain.title')}
      description={t('projects.byChainDescription')}
      chainChips
    />
  );
}
