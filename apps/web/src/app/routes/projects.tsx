// Project Listing /projects (full width): the catalogue with its filters.
import { useTranslation } from 'react-i18next';
import { ProjectCatalogue } from '@/features/projects/components/project-catalogue';

export default function ProjectsPage() {
  const { t } = useTranslation();
  return (
    <ProjectCatalogue title={t('pages.projects.title')} description={t('projects.description')} />
  );
}
