// A page of the XP ledger (Review Reward History, Reward Received History): what happened,
// who did it, when, and the XP it brought (+2) or took (-1).
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { XP_REASONS } from '@chainreview/shared/enums';
import type { RewardEntry } from '@chainreview/shared/schemas/notification';
import { paths } from '@/config/paths';
import { PagePagination, usePageParam } from '@/components/page-pagination';
import { QueryState } from '@/components/query-state';
import { formatDate, shortAddress } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useRewardsHistory, type RewardType } from '../api/get-rewards-history';
import { ListSkeleton } from './review-history';
import classes from './profile.module.css';

export function RewardsList({ userId, type }: { userId: string; type: RewardType }) {
  const { t } = useTranslation();
  const [page] = usePageParam();
  const history = useRewardsHistory(userId, type, page);
  return (
    <QueryState
      query={history}
      loading={<ListSkeleton rows={4} />}
      isEmpty={(list) => list.data.length === 0}
      empty={type === 'review_reward' ? t('rewards.emptyReview') : t('rewards.emptyReceived')}
      emptyTestId="rewards-empty"
    >
      {(list) => (
        <>
          <Paper
            withBorder
            radius="md"
            px="md"
            component="ul"
            m={0}
            style={{ listStyle: 'none' }}
            data-testid={`rewards-${type}`}
          >
            {list.data.map((entry) => (
              <RewardRow key={entry.id} entry={entry} />
            ))}
          </Paper>
          <PagePagination totalPages={list.meta.totalPages} />
        </>
      )}
    </QueryState>
  );
}

function RewardRow({ entry }: { entry: RewardEntry }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const reason = (XP_REASONS as readonly string[]).includes(entry.reason)
    ? t(`rewards.reasons.${entry.reason}`)
    : entry.reason;
  const actor = entry.actor
    ? entry.actor.displayName?.trim() || shortAddress(entry.actor.address)
    : null;
  const positive = entry.amount >= 0;
  return (
    <Group
      component="li"
      className={classes.rewardRow}
      justify="space-between"
      wrap="nowrap"
      py="sm"
      gap="sm"
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {entry.sourceType === 'review' && entry.sourceId ? (
            <Anchor component={Link} to={paths.review.href(entry.sourceId)} inherit c="inherit">
              {reason}
            </Anchor>
          ) : (
            reason
          )}
        </Text>
        <Group gap={6} wrap="wrap">
          {entry.actor && actor && (
            <Text size="xs" c="dimmed">
              {t('rewards.by')}{' '}
              <Anchor
                component={Link}
                to={paths.user.href(entry.actor.address, session.user?.address)}
                size="xs"
              >
                {actor}
              </Anchor>
            </Text>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={entry.createdAt}>
            {formatDate(entry.createdAt, i18n.language)}
          </Text>
        </Group>
      </Stack>
      <Badge
        variant="light"
        color={positive ? 'teal' : 'red'}
        size="lg"
        radius="sm"
        tt="none"
        style={{ flexShrink: 0 }}
        aria-label={t('rewards.amountLabel', { amount: `${positive ? '+' : ''}${entry.amount}` })}
      >
        {t('rewards.amount', { amount: `${positive ? '+' : ''}${entry.amount}` })}
      </Badge>
    </Group>
  );
}
