// The home page's tabs New / Popular / Trending (spec 2): the top 10 of each list, sorted by
// createdAt, popularScore or trendingScore (with the 7/30/90-day window for Trending). New puts
// the reviewed ones first.
import { lazy, Suspense, useState } from 'react';
import { Anchor, Divider, Group, Paper, Stack, Tabs } from '@mantine/core';
import { IconArrowRight, IconFlame, IconSparkles, IconTrendingUp } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { TimeWindow } from '@chainreview/shared/enums';
import type { Project } from '@chainreview/shared/schemas/project';
import { QueryState } from '@/components/query-state';
import { RenderLater } from '@/components/render-later';
import { paths } from '@/config/paths';
import { useProjects, type ProjectListParams } from '../api/get-projects';
import { reviewedFirst } from '../rating';
import { ProjectRow } from './project-row';
import { RowSkeletons } from '@/components/loading-skeletons';

// only the Trending tab shows it: its segmented control loads when that tab opens
const WindowSelect = lazy(() =>
  import('@/components/window-select').then((m) => ({ default: m.WindowSelect })),
);

const HOME_TABS = ['new', 'popular', 'trending'] as const;
type HomeTab = (typeof HOME_TABS)[number];
const LIMIT = 10;

function tabParams(tab: HomeTab, window: TimeWindow): ProjectListParams {
  if (tab === 'popular') return { sort: 'popularScore', order: 'desc', limit: LIMIT };
  if (tab === 'trending') return { sort: 'trendingScore', order: 'desc', window, limit: LIMIT };
  return { sort: 'createdAt', order: 'desc', limit: LIMIT };
}

const LIST_SORT_OF: Record<HomeTab, string> = {
  new: 'newest',
  popular: 'popular',
  trending: 'trending',
};

export function HomeTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<HomeTab>('new');
  const [days, setDays] = useState<TimeWindow>(7);
  const query = useProjects(tabParams(tab, days), { keepPrevious: true });
  const icons = {
    new: <IconSparkles size={16} aria-hidden />,
    popular: <IconFlame size={16} aria-hidden />,
    trending: <IconTrendingUp size={16} aria-hidden />,
  };
  const viewAll = `${paths.projects.href()}?sort=${LIST_SORT_OF[tab]}${tab === 'trending' ? `&window=${days}` : ''}`;

  return (
    <Paper withBorder radius="lg" data-testid="home-tabs" style={{ overflow: 'hidden' }}>
      <Tabs
        value={tab}
        onChange={(v) => v && setTab(v as HomeTab)}
        keepMounted={false}
        variant="pills"
        radius="xl"
      >
        <Group justify="space-between" wrap="wrap" p="sm" gap="xs">
          <Tabs.List aria-label={t('home.tabs.label')}>
            {HOME_TABS.map((key) => (
              <Tabs.Tab
                key={key}
                value={key}
                leftSection={icons[key]}
                fw={600}
                px={{ base: 10, xs: 'md' }}
              >
                {t(`home.tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tab === 'trending' && (
            <Suspense fallback={null}>
              <WindowSelect value={days} onChange={setDays} label={t('home.trendingWindow')} />
            </Suspense>
          )}
        </Group>
        <Divider />
        {HOME_TABS.map((key) => (
          <Tabs.Panel key={key} value={key}>
            <QueryState
              query={query}
              loading={<RowSkeletons count={5} />}
              isEmpty={(list) => list.data.length === 0}
              empty={t('home.noProjects')}
            >
              {(list) => (
                <Stack gap={0} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
                  <ProjectRows projects={key === 'new' ? reviewedFirst(list.data) : list.data} />
                </Stack>
              )}
            </QueryState>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Divider />
      <Group justify="center" p="sm">
        <Anchor component={Link} to={viewAll} fw={600} size="sm">
          <Group gap={4} wrap="nowrap">
            {t('home.viewAllProjects')}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
    </Paper>
  );
}

/** A phone's first screen of rows first; on a first load the rest one task later. */
const FIRST_ROWS = 4;

function ProjectRows({ projects }: { projects: Project[] }) {
  const row = (project: Project, index: number) => (
    <ProjectRow key={project.id} project={project} rank={index + 1} />
  );
  return (
    <>
      {projects.slice(0, FIRST_ROWS).map(row)}
      <RenderLater>{projects.slice(FIRST_ROWS).map((p, i) => row(p, i + FIRST_ROWS))}</RenderLater>
    </>
  );
}
