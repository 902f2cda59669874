// /search/{keyword}: the ranked search, 10 per page with ?page= (spec 2), and its empty state.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@chainreview/shared/limits';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { PagePagination, usePageParam } from '@/components/page-pagination';
import { useDocumentTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { useProjects } from '../api/get-projects';
import { toSearchedProject, useRecentSearches } from '../hooks/use-recent-searches';
import { ProjectRow } from './project-row';
import { RowSkeletons } from '@/components/loading-skeletons';

const PAGE_SIZE = LIMITS.pageSize.default;

export function SearchResults({ keyword }: { keyword: string }) {
  const { t, i18n } = useTranslation();
  const [page] = usePageParam();
  const { remember } = useRecentSearches();
  const term = keyword.trim();
  const title = t('pages.search.title', { keyword: term });
  useDocumentTitle(title);
  const query = useProjects(
    { keyword: term, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    { enabled: term.length > 0, keepPrevious: true },
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {query.data && (
          <Text c="dimmed" role="status" aria-live="polite" data-testid="search-total">
            {t('search.total', {
              count: query.data.meta.total,
              formatted: formatCount(query.data.meta.total, i18n.language),
            })}
          </Text>
        )}
      </div>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        {!term ? (
          <EmptyState message={t('search.noResult')} icon={<IconSearchOff size={26} />} />
        ) : (
          <QueryState
            query={query}
            loading={<RowSkeletons count={5} />}
            isEmpty={(list) => list.data.length === 0}
            empty={
              <EmptyState
                message={t('search.noResult')}
                icon={<IconSearchOff size={26} />}
                testId="search-empty"
              >
                <Text size="sm" c="dimmed">
                  {t('search.noResultHint')}
                </Text>
                {/^0x[0-9a-fA-F]{40}$/.test(term) && (
                  <Button
                    component={Link}
                    to={paths.submitProject.href({ id: term, chain: 'bsc', contractAddress: term })}
                    variant="light"
                    mt="xs"
                    data-testid="search-submit-project"
                  >
                    {t('search.submitProject')}
                  </Button>
                )}
              </EmptyState>
            }
          >
            {(list) => (
              <Stack
                gap={0}
                data-testid="search-results"
                style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
              >
                {list.data.map((project) => (
                  <ProjectRow
                    key={project.id}
                    project={project}
                    onOpen={(p) => remember(toSearchedProject(p))}
                  />
                ))}
              </Stack>
            )}
          </QueryState>
        )}
      </Paper>
      <PagePagination totalPages={query.data?.meta.totalPages ?? 0} />
    </Stack>
  );
}
