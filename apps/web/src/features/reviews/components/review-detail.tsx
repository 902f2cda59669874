// The review detail page's content (spec 2): the review in full, its project beside it, and
// the replies under it. A review that does not exist is the caller's 'Review not found'.
import { lazy, Suspense } from 'react';
import { Anchor, Breadcrumbs, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Review } from '@chainreview/shared/schemas/review';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { RenderLater } from '@/components/render-later';
import { ApiError } from '@/lib/api-client';
import { withRestTexts } from '@/lib/i18n';
import { useReview } from '../api/get-review';
import { ReviewCard } from './review-card';
import { ReviewProjectCard } from './review-project-card';
import { ReviewReplies } from './review-replies';
import classes from './review-detail.module.css';

// Only the author of a review hidden pending moderation sees the notice: its code loads then.
const ModerationNotice = lazy(() =>
  withRestTexts(import('./moderation-notice')).then((m) => ({ default: m.ModerationNotice })),
);

/** The review query, and whether it failed because there is no such review. */
export function useReviewPage(reviewId: string) {
  const query = useReview(reviewId);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return { query, notFound };
}

export function ReviewDetail({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const { query } = useReviewPage(reviewId);
  useDocumentTitle(query.data ? query.data.title : t('pages.review.title'));

  return (
    <QueryState
      query={query}
      loading={
        <div className={classes.columns} aria-busy>
          <Stack gap="lg">
            <Skeleton height={260} radius="lg" />
            <Skeleton height={160} radius="lg" />
          </Stack>
          <Skeleton height={260} radius="lg" />
        </div>
      }
      frame={(node) => (
        <Paper withBorder radius="lg">
          {node}
        </Paper>
      )}
    >
      {(review) => <ReviewView review={review} />}
    </QueryState>
  );
}

function ReviewView({ review }: { review: Review }) {
  const { t } = useTranslation();
  const project = review.project.symbol
    ? `${review.project.name} (${review.project.symbol})`
    : review.project.name;
  return (
    <Stack gap="lg">
      <Breadcrumbs separatorMargin={6} aria-label={t('reviews.detail.breadcrumb')}>
        <Anchor component={Link} to={paths.home.href()} size="sm">
          {t('reviews.detail.home')}
        </Anchor>
        <Anchor
          component={Link}
          to={paths.project.href(review.project)}
          size="sm"
          truncate
          maw={260}
        >
          {project}
        </Anchor>
        <Text size="sm" c="dimmed" aria-current="page" truncate maw={360}>
          {review.title}
        </Text>
      </Breadcrumbs>
      <div className={classes.columns} data-testid="review-detail">
        <Stack gap="lg">
          {review.status === 'hidden' && (
            <Suspense fallback={<Skeleton height={88} radius="sm" />}>
              <ModerationNotice review={review} />
            </Suspense>
          )}
          <ReviewCard review={review} collapse={false} titleOrder={1} showProject />
          {/* the replies and the project beside: one task after the review on a first load */}
          <RenderLater placeholder={<Skeleton height={280} radius="lg" />}>
            <ReviewReplies reviewId={review.id} repliesCount={review.repliesCount} />
          </RenderLater>
        </Stack>
        <div>
          <div style={{ position: 'sticky', top: 80 }}>
            <RenderLater>
              <ReviewProjectCard project={review.project} />
            </RenderLater>
          </div>
        </div>
      </div>
    </Stack>
  );
}
