// Recent activities (spec 2): new reviews and donations to reviewers, newest first, with a
// filter by kind and ?page= pagination.
import { useRef, useState } from 'react';
import {
  Anchor,
  Blockquote,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconCoin, IconMoodEmpty } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@chainreview/shared/schemas/review';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { shortAddress } from '@/lib/format';
import { useSession } from '@/lib/session';
import { taggedText } from '@/lib/tagged-text';
import { useActivities, type ActivityType } from '../api/get-activities';
import { useListPage } from '../hooks/use-page-param';
import { FeedColumns } from './feed-columns';
import { ListPagination } from './list-pagination';
import { ContentAge, authorName } from './review-author';
import { ReviewCard } from './review-card';
import { CardSkeletons } from '@/components/loading-skeletons';
import { UserAvatar } from '@/components/identicon';

/** A token amount in wei (18 decimals, BNB and BUSD) as a short decimal. */
export function formatWei(amount: string, language: string): string {
  if (!/^\d+$/.test(amount)) return amount;
  const value = BigInt(amount);
  const whole = value / 10n ** 18n;
  const fraction = Number((value % 10n ** 18n) / 10n ** 13n) / 1e5;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 5 }).format(
    Number(whole) + fraction,
  );
}

function DonationItem({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const donation = activity.donation!;
  const review = activity.review;
  const fromName = donation.from ? authorName(donation.from) : shortAddress(donation.fromAddress);
  const toName = review ? authorName(review.user) : shortAddress(donation.toAddress);
  const usd = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      data-testid="activity-donation"
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" color="yellow" variant="light" aria-hidden>
          <IconCoin size={22} />
        </ThemeIcon>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm">
            {taggedText(
              t,
              'reviews.activities.donated',
              {
                from: fromName,
                to: toName,
                amount: `${formatWei(donation.amount, i18n.language)} ${donation.token}`,
              },
              {
                from: (children) => (
                  <Anchor
                    component={Link}
                    to={paths.user.href(donation.fromAddress, session.user?.address)}
                    fw={700}
                  >
                    {children}
                  </Anchor>
                ),
                to: (children) => (
                  <Anchor
                    component={Link}
                    to={paths.user.href(donation.toAddress, session.user?.address)}
                    fw={700}
                  >
                    {children}
                  </Anchor>
                ),
                amount: (children) => (
                  <Text span fw={700}>
                    {children}
                  </Text>
                ),
              },
            )}{' '}
            <Text span c="dimmed" size="sm">
              ({usd.format(donation.amountUsd)})
            </Text>
          </Text>
          {review && (
            <Text size="sm" c="dimmed" truncate>
              {t('reviews.activities.forReview')}{' '}
              <Anchor component={Link} to={paths.review.href(review.id)}>
                {review.title}
              </Anchor>
            </Text>
          )}
          {donation.message && (
            <Blockquote p="xs" pl="md" radius="md" color="yellow" fz="sm">
              {donation.message}
            </Blockquote>
          )}
          <ContentAge createdAt={activity.createdAt} />
        </Stack>
        {donation.from && (
          <UserAvatar
            address={donation.from.address}
            url={donation.from.avatar?.url}
            size={32}
            visibleFrom="xs"
          />
        )}
      </Group>
    </Paper>
  );
}

export function ActivityFeed() {
  const { t } = useTranslation();
  const top = useRef<HTMLDivElement>(null);
  const [page, setPage] = useListPage();
  const [type, setType] = useState<'all' | ActivityType>('all');
  const query = useActivities({ page, type: type === 'all' ? undefined : type });

  return (
    <FeedColumns
      main={
        <Stack gap="md" ref={top} style={{ scrollMarginTop: 80 }} data-testid="activity-feed">
          <SegmentedControl
            value={type}
            onChange={(value) => {
              setType(value as 'all' | ActivityType);
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('reviews.activities.all') },
              { value: 'review', label: t('reviews.activities.reviews') },
              { value: 'donate', label: t('reviews.activities.donations') },
            ]}
            aria-label={t('reviews.activities.type')}
            radius="md"
            maw={420}
          />
          <QueryState
            query={query}
            loading={<CardSkeletons count={3} height={140} />}
            isEmpty={(list) => list.data.length === 0}
            empty={t('reviews.activities.empty')}
            emptyIcon={<IconMoodEmpty size={26} />}
            frame={(node) => (
              <Paper withBorder radius="lg">
                {node}
              </Paper>
            )}
          >
            {(list) => (
              <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
                {list.data.map((activity) =>
                  activity.type === 'donate' && activity.donation ? (
                    <DonationItem key={activity.id} activity={activity} />
                  ) : activity.review ? (
                    <ReviewCard
                      key={activity.id}
                      review={activity.review}
                      showProject
                      titleOrder={2}
                      voting={false}
                    />
                  ) : null,
                )}
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
        </Stack>
      }
      hashtags={query.data?.data.flatMap((a) => a.review?.hashtags ?? [])}
    />
  );
}
