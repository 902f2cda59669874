// Review History: the user's reviews as compact cards (title, project, stars, an excerpt,
// votes and replies), 10 a page with ?page=.
import { Anchor, Box, Group, Paper, Rating, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowBigDown, IconArrowBigUp, IconMessageCircle } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Review } from '@chainreview/shared/schemas/review';
import { paths } from '@/config/paths';
import { PagePagination, usePageParam } from '@/components/page-pagination';
import { QueryState } from '@/components/query-state';
import { formatDate } from '@/lib/format';
import { useUserReviews } from '../api/get-user-reviews';
import classes from './profile.module.css';

export function ReviewHistory({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const { t } = useTranslation();
  const [page] = usePageParam();
  const reviews = useUserReviews(userId, page);

  return (
    <QueryState
      query={reviews}
      loading={<ListSkeleton />}
      isEmpty={(list) => list.data.length === 0}
      empty={isOwn ? t('profile.noReviewsOwn') : t('profile.noReviews')}
      emptyTestId="reviews-empty"
    >
      {(list) => (
        <>
          <Stack gap="sm" data-testid="review-history">
            {list.data.map((review) => (
              <ReviewRow key={review.id} review={review} />
            ))}
          </Stack>
          <PagePagination totalPages={list.meta.totalPages} />
        </>
      )}
    </QueryState>
  );
}

function ReviewRow({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" className={classes.reviewCard} component="article">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={paths.review.href(review.id)}
            fw={700}
            c="inherit"
            lineClamp={2}
          >
            {review.title}
          </Anchor>
          <Group gap={8} wrap="wrap">
            <Anchor component={Link} to={paths.project.href(review.project)} size="sm">
              {review.project.symbol
                ? `${review.project.name} (${review.project.symbol})`
                : review.project.name}
            </Anchor>
            <Text size="xs" c="dimmed" component="time" dateTime={review.createdAt}>
              {formatDate(review.createdAt, i18n.language)}
            </Text>
          </Group>
        </Stack>
        <Rating
          value={review.rate}
          readOnly
          size="sm"
          role="img"
          aria-label={t('profile.rated', { rate: review.rate })}
        />
      </Group>
      {review.contentText && (
        <Text size="sm" c="dimmed" mt="xs" lineClamp={2}>
          {review.contentText}
        </Text>
      )}
      <Group gap="md" mt="sm">
        <Counter
          icon={<IconArrowBigUp size={16} />}
          value={review.upVoteCount}
          label={t('profile.upvotes', { count: review.upVoteCount })}
        />
        <Counter
          icon={<IconArrowBigDown size={16} />}
          value={review.downVoteCount}
          label={t('profile.downvotes', { count: review.downVoteCount })}
        />
        <Counter
          icon={<IconMessageCircle size={16} />}
          value={review.repliesCount}
          label={t('profile.replies', { count: review.repliesCount })}
        />
      </Group>
    </Paper>
  );
}

function Counter({ icon, value, label }: { icon: React.ReactNode; value: number; label: string }) {
  return (
    <Group gap={4} c="dimmed" aria-label={label} role="img">
      <Box aria-hidden display="inline-flex">
        {icon}
      </Box>
      <Text size="sm" aria-hidden>
        {value}
      </Text>
    </Group>
  );
}

export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={92} radius="md" />
      ))}
    </Stack>
  );
}
