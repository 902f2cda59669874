// The project detail page (spec 2): breadcrumb, title line, header, rating summary with the
// rate-and-write block, the review list slot, and the sidebar (project card that fades in
// when the header scrolls under the nav, info card, About Project, activities).
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Breadcrumbs,
  Divider,
  Grid,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from '@/lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { projectKey } from '@chainreview/shared/links';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { useChainInfo } from '@/components/chain-label';
import { useDocumentTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { RenderLater } from '@/components/render-later';
import { paths } from '@/config/paths';
import { withRestTexts } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { projectQueryKey } from '../api/get-project';
import { useProjectPage } from '../hooks/use-project-page';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { DeferredSection } from '@/components/deferred-section';
import { CompactProjectCard } from './compact-project-card';
import { isProjectOwner } from './edit-project-button';
import { ProjectHeader } from './project-header';
import { ProjectSidebarCard } from './project-sidebar-card';
import { RateBlock } from './rate-block';
import { RatingSummary } from './rating-summary';
import classes from './project-detail.module.css';

// The owner's badge snippets load for the owner only, not with every visitor's page.
const BadgeSnippets = lazy(() =>
  withRestTexts(import('./badge-snippets')).then((m) => ({ default: m.BadgeSnippets })),
);

// Beside the header on a wide screen, below the reviews on a phone: loads as it comes near.
// Its texts are in the first part of English (english-split.ts checks this module too).
const ProjectSidebarSections = lazy(() =>
  import('./project-sidebar-sections').then((m) => ({ default: m.ProjectSidebarSections })),
);

export { useProjectPage };

/**
 * What other features put on the page (the route composes them): the rate block's content
 * (given the stars, e.g. to show the viewer's own review instead) and the review list.
 */
export interface ProjectDetailSlots {
  rate?: (project: Project, stars: ReactNode) => ReactNode;
  reviews?: (project: Project) => ReactNode;
  /** Wraps the 'Write your review' button (e.g. to hide it once the viewer has reviewed). */
  write?: (project: Project, button: ReactNode) => ReactNode;
  /** Extra sidebar cards under the activities (e.g. the project's live quests). */
  sidebar?: (project: Project) => ReactNode;
}

export function ProjectDetail({
  chain,
  projectKey,
  slots,
}: {
  chain: string;
  projectKey: string;
  slots?: ProjectDetailSlots;
}) {
  const { query } = useProjectPage(chain, projectKey);
  return (
    <QueryState
      query={query}
      loading={<ProjectDetailSkeleton />}
      frame={(node) => (
        <Paper withBorder radius="lg">
          {node}
        </Paper>
      )}
    >
      {(project) => (
        <ProjectView
          project={project}
          queryKey={projectQueryKey(chain, projectKey)}
          slots={slots}
        />
      )}
    </QueryState>
  );
}

function ProjectView({
  project,
  queryKey,
  slots,
}: {
  project: Project;
  queryKey: ReturnType<typeof projectQueryKey>;
  slots?: ProjectDetailSlots;
}) {
  const { t } = useTranslation();
  const { name: chainName } = useChainInfo(project.chain);
  const headerRef = useRef<HTMLDivElement>(null);
  const scrolledPast = useScrolledPast(headerRef);
  const navigate = useNavigate();
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const display = project.symbol ? `${project.name} (${project.symbol})` : project.name;
  useDocumentTitle(t('project.documentTitle', { name: display }));

  // A bare address or an outdated slug becomes the canonical link (spec 2 link rules). The
  // project is already known under the canonical key, so the page stays as it is (the route
  // keys it by the project's id) and what it started loading is not fetched again.
  const canonical = paths.project.href(project);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (decodeURIComponent(pathname).toLowerCase() === canonical) return;
    const key = projectQueryKey(project.chain, projectKey(project));
    if (!queryClient.getQueryData(key)) queryClient.setQueryData(key, project);
    void navigate(`${canonical}${search}${hash}`, { replace: true });
  }, [pathname, canonical, search, hash, navigate, project, queryClient]);

  return (
    <Stack gap="lg" data-testid="project-page">
      <nav aria-label={t('project.breadcrumb')}>
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to={paths.home.href()} size="sm">
            {t('project.home')}
          </Anchor>
          <Text size="sm" c="dimmed" aria-current="page" truncate maw={480}>
            {display}
          </Text>
        </Breadcrumbs>
      </nav>

      <div>
        <Title order={1} size="h3" data-testid="project-title">
          {t('project.titleLine', { name: display })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('project.titleMeta', { chain: chainName, count: project.reviewCount })}
        </Text>
      </div>

      {project.status === 'pending' && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconHourglass size={18} />}
          title={t('submitProject.pending')}
          data-testid="pending-notice"
        >
          {t('project.pendingNotice')}
        </Alert>
      )}

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ProjectHeader ref={headerRef} project={project} queryKey={queryKey} />
            {/* below the header: one task later on a first load (the footer stays out of view) */}
            <RenderLater placeholder={<Box mih="100vh" />}>
              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                <RatingSummary
                  avgStar={project.avgStar}
                  trustedRating={project.trustedRating}
                  reviewCount={project.reviewCount}
                  counts={project}
                />
                <Divider my="lg" />
                {slots?.rate ? (
                  slots.rate(project, <RateBlock project={project} />)
                ) : (
                  <RateBlock project={project} />
                )}
              </Paper>
              {isProjectOwner(project, session.user?.address) && (
                <Suspense fallback={null}>
                  <BadgeSnippets project={project} />
                </Suspense>
              )}
              {/* The reviews feature renders the filter bars and the review list here. */}
              <div data-testid="review-list-slot" data-project-id={project.id}>
                {slots?.reviews?.(project)}
              </div>
            </RenderLater>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <RenderLater>
            <div className={classes.sidebar}>
              <Stack gap="lg">
                <DeferredSection
                  name="project-sidebar"
                  placeholder={<Skeleton height={320} radius="lg" />}
                >
                  <ProjectSidebarSections project={project} />
                </DeferredSection>
                {slots?.sidebar?.(project)}
              </Stack>
              {/* Follows the reader down the reviews once the header has gone under the nav. */}
              <div className={classes.cardSlot} data-shown={scrolledPast || undefined}>
                <ProjectSidebarCard project={project} shown={scrolledPast} write={slots?.write} />
              </div>
            </div>
          </RenderLater>
        </Grid.Col>
      </Grid>
      <RenderLater>
        <CompactProjectCard project={project} shown={scrolledPast} write={slots?.write} />
      </RenderLater>
    </Stack>
  );
}

function ProjectDetailSkeleton() {
  return (
    <Stack gap="lg" aria-busy data-testid="project-loading">
      <Skeleton height={14} width={200} />
      <Skeleton height={28} width={360} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Skeleton height={170} radius="lg" />
            <Skeleton height={220} radius="lg" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={320} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
