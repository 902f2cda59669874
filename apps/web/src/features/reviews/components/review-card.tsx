// A review as a card (spec 2): author with badges and hover card, stars, age (full date on
// hover), title, content collapsed above 500 px, the vote bar, replies, share, and a menu
// with Edit for the owner and Report for everyone else.
import { lazy, Suspense, useId, useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { DeferredMenu } from '@/components/floating/deferred-menu';
import {
  IconDots,
  IconExternalLink,
  IconFlag,
  IconMessageCircle,
  IconPencil,
  IconShare3,
} from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { ReviewCard as ReviewCardData } from '@chainreview/shared/schemas/review';
import { paths } from '@/config/paths';
import { hintTarget } from '@/lib/hint-target';
import { ReviewExtraActions } from '@/components/review-extra-actions';
import { absoluteUrl } from '@/components/share/absolute-url';
import { LazyShareDialog as ShareDialog } from '@/components/share/lazy-share-dialog';
import { useShare } from '@/components/share/use-share';
import { useReviewVote } from '../hooks/use-review-vote';
import { useSessionGuard } from '../hooks/use-session-guard';
import { CollapsibleContent } from './collapsible-content';
import { ContentAge, ReviewAuthor } from './review-author';
import { ReviewProjectLine } from './review-project';
import { ReviewTrustLine } from './review-trust';
import { RichContent } from './rich-content';
import { VoteBar } from './vote-bar';
import classes from './review-card.module.css';
import { withRestTexts } from '@/lib/i18n';
import { StaticStars } from '@/components/static-stars';
import { numberFormat } from '@/lib/format';

// The dialogs load when first needed: the edit form (and its signing code) only for the
// viewer's own review, the report form on its first opening.
const EditReviewDialog = lazy(() =>
  withRestTexts(import('./edit-review-dialog')).then((m) => ({ default: m.EditReviewDialog })),
);
const ReportDialog = lazy(() =>
  withRestTexts(import('./report-dialog')).then((m) => ({ default: m.ReportDialog })),
);

export function ReviewStars({ rate, size = 'sm' }: { rate: number; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <StaticStars
      value={rate}
      size={size}
      label={t('reviews.card.rated', { rate: rate.toFixed(1) })}
    />
  );
}

export function ReviewCard({
  review,
  showProject = false,
  collapse = true,
  highlight = false,
  titleOrder = 3,
  voting = true,
}: {
  /** A full review or a list's card (the card renders `content`, never `contentText`). */
  review: ReviewCardData;
  /** Feeds across projects name the project above the review. */
  showProject?: boolean;
  /** Cut content above 500 px (off on the review's own page). */
  collapse?: boolean;
  /** The viewer's own review on a project page. */
  highlight?: boolean;
  /** 1 on the review's own page (its H1), 2 in feeds under the page's H1, 3 under a section. */
  titleOrder?: 1 | 2 | 3 | 4;
  /** Off where the viewer's vote is unknown (public feeds): the vote bar links to the review. */
  voting?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const vote = useReviewVote(review);
  const { requireNetwork } = useSessionGuard();
  const [dialog, setDialog] = useState<'edit' | 'report' | null>(null);
  const [reportUsed, setReportUsed] = useState(false);
  if (dialog === 'report' && !reportUsed) setReportUsed(true);
  const share = useShare('review', review.id);
  const close = () => setDialog(null);
  const content = <RichContent content={review.content} />;
  const number = numberFormat(i18n.language, { notation: 'compact' });

  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={titleId}
      className={classes.card}
      data-highlight={highlight || undefined}
      data-testid="review-card"
      data-review-id={review.id}
    >
      <Stack gap="sm">
        {showProject && <ReviewProjectLine project={review.project} />}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <ReviewAuthor review={review}>
            <Group gap={8} wrap="wrap" style={{ rowGap: 0 }}>
              <ReviewStars rate={review.rate} size="xs" />
              <ContentAge
                createdAt={review.createdAt}
                isEdited={review.isEdited}
                updatedAt={review.updatedAt}
              />
              <ReviewTrustLine review={review} />
            </Group>
          </ReviewAuthor>
          <DeferredMenu
            target={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('reviews.card.actions')}
                data-testid="review-menu"
              >
                <IconDots size={18} />
              </ActionIcon>
            }
          >
            {(Menu, target) => (
              <Menu position="bottom-end" withinPortal shadow="md">
                <Menu.Target>{target}</Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    component={Link}
                    to={paths.review.href(review.id)}
                    leftSection={<IconExternalLink size={16} />}
                  >
                    {t('reviews.card.open')}
                  </Menu.Item>
                  {vote.isOwn ? (
                    <Menu.Item
                      leftSection={<IconPencil size={16} />}
                      onClick={() => setDialog('edit')}
                      data-testid="review-edit"
                    >
                      {t('reviews.card.edit')}
                    </Menu.Item>
                  ) : (
                    <Menu.Item
                      color="red"
                      leftSection={<IconFlag size={16} />}
                      onClick={() => requireNetwork(() => setDialog('report'))}
                      data-testid="review-report"
                    >
                      {t('reviews.card.report')}
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
          </DeferredMenu>
        </Group>

        <Title
          order={titleOrder}
          size={titleOrder === 1 ? 'h4' : 'h5'}
          id={titleId}
          className={classes.title}
        >
          <Anchor
            component={Link}
            to={paths.review.href(review.id)}
            c="inherit"
            fw={700}
            fz="inherit"
            data-testid="review-title-link"
          >
            {review.title}
          </Anchor>
        </Title>

        {collapse ? <CollapsibleContent>{content}</CollapsibleContent> : content}

        <Group
          justify="space-between"
          gap="xs"
          mt={4}
          className={classes.footer}
          {...hintTarget('action_buttons')}
        >
          <VoteBar
            state={vote.state}
            onVote={voting ? vote.press : undefined}
            reviewId={review.id}
            busy={vote.pending}
          />
          <Group gap={4}>
            <ReviewExtraActions review={review} />
            <Button
              component={Link}
              to={paths.review.href(review.id)}
              variant="subtle"
              color="gray"
              size="compact-sm"
              radius="xl"
              leftSection={<IconMessageCircle size={16} />}
              aria-label={t('reviews.card.replies', { count: review.repliesCount })}
              data-testid="review-replies-link"
            >
              {number.format(review.repliesCount)}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              radius="xl"
              leftSection={<IconShare3 size={16} />}
              onClick={() => void share.start()}
              data-testid="review-share"
            >
              {t('reviews.card.share')}
            </Button>
          </Group>
        </Group>
      </Stack>

      {vote.isOwn && (
        <Suspense fallback={null}>
          <EditReviewDialog review={review} opened={dialog === 'edit'} onClose={close} />
        </Suspense>
      )}
      {!vote.isOwn && reportUsed && (
        <Suspense fallback={null}>
          <ReportDialog
            target="review"
            id={review.id}
            opened={dialog === 'report'}
            onClose={close}
          />
        </Suspense>
      )}
      <ShareDialog
        opened={share.opened}
        onClose={share.close}
        title={t('share.reviewTitle')}
        url={absoluteUrl(paths.review.href(review.id))}
        text={review.title}
        image={share.image}
        imagePending={share.imagePending}
        imageRatio={share.imageRatio}
        imageAlt={t('share.reviewImage', { title: review.title })}
      />
    </Paper>
  );
}
