// Donation History on a profile: donations the user received (to their address) or gave
// (from it), a page at a time, each with the other side, the review, amount and USD value; one
// still waiting for the chain's confirmations is marked pending (it counts in no total yet).
import { useState } from 'react';
import {
  Anchor,
  Badge,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Donation } from '@chainreview/shared/schemas/donation';
import { paths } from '@/config/paths';
import { Tooltip } from '@/components/floating/tooltip';
import { PagePagination, usePageParam } from '@/components/page-pagination';
import { QueryState } from '@/components/query-state';
import { formatDate, formatUsd, shortAddress } from '@/lib/format';
import { useDonateLogs, type DonationDirection } from '../api/get-donate-logs';

export function DonationHistory({ address }: { address: string }) {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const [direction, setDirection] = useState<DonationDirection>('received');
  const logs = useDonateLogs(address, direction, page);

  return (
    <Stack gap="sm" data-testid="donation-history">
      <SegmentedControl
        value={direction}
        onChange={(value) => {
          setDirection(value as DonationDirection);
          setPage(1);
        }}
        data={[
          { value: 'received', label: t('donations.history.received') },
          { value: 'given', label: t('donations.history.given') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState
        query={logs}
        loading={
          <Stack gap="xs">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} radius="md" />
            ))}
          </Stack>
        }
        isEmpty={(list) => list.data.length === 0}
        empty={t('donations.history.empty')}
        emptyTestId="donations-empty"
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
            >
              {list.data.map((donation) => (
                <DonationRow key={donation.id} donation={donation} direction={direction} />
              ))}
            </Paper>
            <PagePagination totalPages={list.meta.totalPages} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function DonationRow({
  donation,
  direction,
}: {
  donation: Donation;
  direction: DonationDirection;
}) {
  const { t, i18n } = useTranslation();
  const other = direction === 'received' ? donation.from : donation.to;
  const otherAddress = direction === 'received' ? donation.fromAddress : donation.toAddress;
  const name = other?.displayName?.trim() || shortAddress(otherAddress);
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      py="sm"
      gap="sm"
      data-testid="donation-row"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm">
          {direction === 'received' ? t('donations.history.from') : t('donations.history.to')}{' '}
          <Anchor component={Link} to={paths.user.href(otherAddress)} inherit fw={600}>
            {name}
          </Anchor>
        </Text>
        {donation.review && (
          <Anchor
            component={Link}
            to={paths.review.href(donation.review.id)}
            size="xs"
            truncate="end"
          >
            {donation.review.title}
          </Anchor>
        )}
        {donation.message && (
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
            “{donation.message}”
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDate(donation.createdAt, i18n.language)}
        </Text>
      </Stack>
      <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
        <Text size="sm" fw={700} data-testid="donation-amount">
          {donation.amountFormatted} {donation.token}
        </Text>
        {donation.status === 'pending' && (
          <Tooltip label={t('donations.pending.hint')} multiline w={220}>
            <Badge color="yellow" variant="light" size="sm" data-testid="donation-pending">
              {t('donations.pending.badge')}
            </Badge>
          </Tooltip>
        )}
        <Text size="xs" c="dimmed">
          ≈ {formatUsd(donation.amountUsd, i18n.language)}
        </Text>
      </Stack>
    </Group>
  );
}
