// Project detail /project/{chain}/{name-symbol-address}: the address (or id) is the slug's
// last segment. A project that does not exist shows 'Project not found' with a way back.
import { useParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { keyFromSlug } from '@chainreview/shared/links';
import {
  ProjectDetail,
  useProjectPage,
  type ProjectDetailSlots,
} from '@/features/projects/components/project-detail';
import { MyReviewOr, UnlessReviewed } from '@/features/reviews/components/my-review-block';
import { ProjectReviews } from '@/features/reviews/components/project-reviews';
import { ProjectQuests } from '@/features/quests/components/project-quests';
import { NotFoundPage } from './not-found';

// The rate block shows the viewer's own review once there is one; the reviews go below it.
const slots: ProjectDetailSlots = {
  rate: (project, stars) => <MyReviewOr projectId={project.id}>{stars}</MyReviewOr>,
  reviews: (project) => <ProjectReviews project={project} showMine={false} />,
  // 'Write your review' is hidden once the viewer has reviewed (spec 2)
  write: (project, button) => <UnlessReviewed projectId={project.id}>{button}</UnlessReviewed>,
  // the project's live quests, and 'Create quest' for its owner
  sidebar: (project) => (
    <ProjectQuests projectId={project.id} ownerAddress={project.ownerAddress} />
  ),
};

export default function ProjectPage() {
  const { t } = useTranslation();
  const { chain = '', slug = '' } = useParams();
  const key = keyFromSlug(slug);
  const { notFound } = useProjectPage(chain, key);
  if (notFound) return <NotFoundPage message={t('project.notFound')} />;
  return <ProjectDetail key={`${chain}/${key}`} chain={chain} projectKey={key} slots={slots} />;
}
