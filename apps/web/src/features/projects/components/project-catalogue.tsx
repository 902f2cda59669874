// The full-width project lists /projects and /projects-by-chain (spec 2): filters in the
// URL, 10 per page, pagination by ?page=.
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@chainreview/shared/limits';
import { QueryState } from '@/components/query-state';
import { PagePagination } from '@/components/page-pagination';
import { useDocumentTitle } from '@/components/page-title';
import { formatCount } from '@/lib/format';
import { useProjects } from '../api/get-projects';
import { useProjectFilters } from '../hooks/use-project-filters';
import { LIST_SORTS } from '../sorts';
import { ProjectFilters } from './project-filters';
import { ProjectRow } from './project-row';
import classes from './catalogue.module.css';
import { RowSkeletons } from '@/components/loading-skeletons';

const PAGE_SIZE = LIMITS.pageSize.default;

export function ProjectCatalogue({
  title,
  description,
  chainChips = false,
}: {
  title: string;
  description: string;
  chainChips?: boolean;
}) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(title);
  const { filters, page, setFilter } = useProjectFilters();
  const { sort, order } = LIST_SORTS[filters.sort];
  const query = useProjects(
    {
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
      chain: filters.chain ?? undefined,
      category: filters.category ?? undefined,
      type: filters.type ?? undefined,
      sort,
      order,
      window: sort === 'trendingScore' ? filters.window : undefined,
    },
    { keepPrevious: true },
  );

  return (
    <Box className={classes.page}>
      <Box className={classes.banner} px={{ base: 'md', sm: 'xl' }} py="xl">
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt={4}>
          {description}
        </Text>
      </Box>
      {/* Spec 2: the project lists are full width without padding; only the texts and the
          filters keep an inset so they do not touch the screen edge. */}
      <Stack gap="md" py="lg">
        <Box px={{ base: 'md', sm: 'xl' }}>
          <ProjectFilters filters={filters} onChange={setFilter} chainChips={chainChips} />
        </Box>
        <Box className={classes.list} data-testid="project-list-panel">
          <Group
            justify="space-between"
            px={{ base: 'md', sm: 'xl' }}
            py="sm"
            className={classes.listHead}
          >
            <Text size="sm" fw={600} role="status" aria-live="polite">
              {query.data
                ? t('projects.total', {
                    count: query.data.meta.total,
                    formatted: formatCount(query.data.meta.total, i18n.language),
                  })
                : t('common.loading')}
            </Text>
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {t(`sorts.${filters.sort}`)}
            </Text>
          </Group>
          <QueryState
            query={query}
            loading={<RowSkeletons count={6} />}
            isEmpty={(list) => list.data.length === 0}
            empty={t('projects.empty')}
            emptyTestId="projects-empty"
          >
            {(list) => (
              <Stack
                gap={0}
                data-testid="project-list"
                style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
              >
                {list.data.map((project, index) => (
                  <ProjectRow
                    key={project.id}
                    project={project}
                    rank={(page - 1) * PAGE_SIZE + index + 1}
                    showListed
                    showTrusted={filters.sort === 'top_rating'}
                  />
                ))}
              </Stack>
            )}
          </QueryState>
        </Box>
        <Box px={{ base: 'md', sm: 'xl' }}>
          <PagePagination totalPages={query.data?.meta.totalPages ?? 0} />
        </Box>
      </Stack>
    </Box>
  );
}
