// Reviews across projects, 10 a page with ?page=: the recent reviews page (newest first) and
// the hashtag search (reviews whose text carries the tag).
import { useRef } from 'react';
import { Paper, Stack } from '@mantine/core';
import { IconHash, IconMessages } from '@tabler/icons-react';
import { QueryState } from '@/components/query-state';
import { useReviews } from '../api/get-reviews';
import { useListPage } from '../hooks/use-page-param';
import { FeedColumns } from './feed-columns';
import { ListPagination } from './list-pagination';
import { ReviewCard } from './review-card';
import { CardSkeletons } from '@/components/loading-skeletons';

export function ReviewFeed({ hashtag, emptyText }: { hashtag?: string; emptyText: string }) {
  const top = useRef<HTMLDivElement>(null);
  const [page, setPage] = useListPage();
  const query = useReviews({ page, sort: 'newest', hashtag });

  return (
    <FeedColumns
      main={
        <div ref={top} style={{ scrollMarginTop: 80 }} data-testid="review-feed">
          <QueryState
            query={query}
            loading={<CardSkeletons count={3} height={180} />}
            isEmpty={(list) => list.data.length === 0}
            empty={emptyText}
            emptyIcon={hashtag ? <IconHash size={26} /> : <IconMessages size={26} />}
            emptyTestId="feed-empty"
            frame={(node) => (
              <Paper withBorder radius="lg">
                {node}
              </Paper>
            )}
          >
            {(list) => (
              <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
                {list.data.map((review) => (
                  <ReviewCard key={review.id} review={review} showProject titleOrder={2} />
                ))}
              </Stack>
            )}
          </QueryState>
          {query.data && (
            <ListPagination
              page={page}
              totalPages={query.data.meta.totalPages}
              onChange={setPage}
              anchor={top}
            />
          )}
        </div>
      }
      hashtags={query.data?.data.flatMap((r) => r.hashtags)}
    />
  );
}
