// A project's reviews (spec 2, 4, 9): the viewer's own review, the filter bars, 5 reviews a
// page with ?page= in the URL (back to 1 on any filter change), and the three empty texts.
import { useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { useMyReview } from '../api/get-my-review';
import { useProjectReviews } from '../api/get-project-reviews';
import { useListPage } from '../hooks/use-page-param';
import { ListPagination } from './list-pagination';
import { MyReviewBlock } from './my-review-block';
import { ReviewCard } from './review-card';
import { DEFAULT_REVIEW_FILTERS, ReviewFilters, type ReviewFilterValues } from './review-filters';
import { CardSkeletons } from '@/components/loading-skeletons';

export function ProjectReviews({
  project,
  showMine = true,
}: {
  project: { id: string; name: string };
  /** Off when the page shows the viewer's review elsewhere (the rate block). */
  showMine?: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const top = useRef<HTMLDivElement>(null);
  const [page, setPage] = useListPage();
  const [filters, setFilters] = useState<ReviewFilterValues>(DEFAULT_REVIEW_FILTERS);
  const mine = useMyReview(project.id);
  const query = useProjectReviews(project.id, { page, ...filters });
  const filtered = filters.filter !== 'all_review' || filters.language !== null;

  const changeFilters = (next: ReviewFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const reviews = query.data?.data ?? [];
  const meta = query.data?.meta;
  const myId = mine.data?.id;
  const onlyMine = !filtered && meta?.total === 1 && reviews[0]?.id === myId;

  const body = (
    <QueryState
      query={query}
      loading={<CardSkeletons count={2} height={180} />}
      // Spec 8: a failed load shows 'Seem like no review yet'.
      renderError={(_error, retry) => (
        <EmptyState message={t('reviews.list.empty')} testId="reviews-empty">
          <Button variant="light" size="xs" onClick={retry}>
            {t('common.retry')}
          </Button>
        </EmptyState>
      )}
      isEmpty={(list) => list.data.length === 0}
      empty={filtered ? t('reviews.list.noMatch') : t('reviews.list.empty')}
      emptyIcon={<IconMessages size={26} />}
      emptyTestId="reviews-empty"
      frame={(node) => (
        <Paper withBorder radius="lg">
          {node}
        </Paper>
      )}
    >
      {(list) => (
        <Stack
          gap="md"
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {list.data.map((review) => (
            <ReviewCard key={review.id} review={review} highlight={review.id === myId} />
          ))}
          {onlyMine && (
            <Text c="dimmed" ta="center" py="md" data-testid="reviews-only-mine">
              {t('reviews.list.emptyOthers')}
            </Text>
          )}
        </Stack>
      )}
    </QueryState>
  );

  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby="project-reviews-title"
      data-testid="project-reviews"
    >
      {showMine && session.isAuthenticated && mine.data && <MyReviewBlock review={mine.data} />}
      <div ref={top} style={{ scrollMarginTop: 80 }}>
        <Group justify="space-between" align="baseline" mb="sm">
          <Title order={2} size="h4" id="project-reviews-title">
            {t('reviews.list.title')}
          </Title>
          {meta && (
            <Text size="sm" c="dimmed" data-testid="reviews-total">
              {t('reviews.list.total', { count: meta.total })}
            </Text>
          )}
        </Group>
        <ReviewFilters value={filters} onChange={changeFilters} />
      </div>
      {body}
      {meta && (
        <ListPagination page={page} totalPages={meta.totalPages} onChange={setPage} anchor={top} />
      )}
    </Stack>
  );
}
