// Project detail /project/{chain}/{name-symbol-address}: the address (or id) is the slug's
// last segment. A project that does not exist shows 'Project not found' with a way back.
// The reviews and the quests are below the first screen: their code loads as they come near.
import { lazy } from 'react';
import { useParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { keyFromSlug } from '@chainreview/shared/links';
import { DeferredSection } from '@/components/deferred-section';
import { Skeleton, Stack } from '@mantine/core';
import { withRestTexts } from '@/lib/i18n';
import {
  ProjectDetail,
  useProjectPage,
  type ProjectDetailSlots,
} from '@/features/projects/components/project-detail';
import { MyReviewOr, UnlessReviewed } from '@/features/reviews/components/my-review-slots';
import { NotFoundPage } from './not-found';

const ProjectReviews = lazy(() =>
  withRestTexts(import('@/features/reviews/components/project-reviews')).then((m) => ({
    default: m.ProjectReviews,
  })),
);
const RemovedReviewsNote = lazy(() =>
  withRestTexts(import('@/features/removal/components/removed-reviews-note')).then((m) => ({
    default: m.RemovedReviewsNote,
  })),
);
const ProjectQuests = lazy(() =>
  withRestTexts(import('@/features/quests/components/project-quests')).then((m) => ({
    default: m.ProjectQuests,
  })),
);

// The rate block shows the viewer's own review once there is one; the reviews go below it.
const slots: ProjectDetailSlots = {
  rate: (project, stars) => <MyReviewOr projectId={project.id}>{stars}</MyReviewOr>,
  reviews: (project) => (
    <DeferredSection
      name="project-reviews"
      hints={['action_buttons']}
      placeholder={
        <Stack gap="md">
          <Skeleton height={180} radius="lg" />
          <Skeleton height={180} radius="lg" />
        </Stack>
      }
    >
      <ProjectReviews project={project} showMine={false} />
      <RemovedReviewsNote projectId={project.id} />
    </DeferredSection>
  ),
  // 'Write your review' is hidden once the viewer has reviewed (spec 2)
  write: (project, button) => <UnlessReviewed projectId={project.id}>{button}</UnlessReviewed>,
  // the project's live quests, and 'Create quest' for its owner
  sidebar: (project) => (
    <DeferredSection name="project-quests" placeholder={null}>
      <ProjectQuests projectId={project.id} ownerAddress={project.ownerAddress} />
    </DeferredSection>
  ),
};

export default function ProjectPage() {
  const { t } = useTranslation();
  const { chain = '', slug = '' } = useParams();
  const key = keyFromSlug(slug);
  const { query, notFound } = useProjectPage(chain, key);
  if (notFound) return <NotFoundPage message={t('project.notFound')} />;
  // another project starts afresh; the same one under its canonical link stays mounted
  const identity = query.data ? `id:${query.data.id}` : `${chain}/${key}`;
  return <ProjectDetail key={identity} chain={chain} projectKey={key} slots={slots} />;
}
