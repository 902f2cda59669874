// Project detail /project/{chain}/{name-symbol-address}: the address (or id) is the slug's
// last segment. A project that does not exist shows 'Project not found' with a way back.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keyFromSlug } from '@chainreview/shared/links';
import { ProjectDetail, useProjectPage } from '@/features/projects/components/project-detail';
import { NotFoundPage } from './not-found';

export default function ProjectPage() {
  const { t } = useTranslation();
  const { chain = '', slug = '' } = useParams();
  const key = keyFromSlug(slug);
  const { notFound } = useProjectPage(chain, key);
  if (notFound) return <NotFoundPage message={t('project.notFound')} />;
  return <ProjectDetail key={`${chain}/${key}`} chain={chain} projectKey={key} />;
}
