// The admin team's view of the vote-integrity job: run the check now, and the rings
// it flagged, whose members' votes weigh nothing in rankings until the team clears them.
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { VOTE_INTEGRITY } from '@chainreview/shared/vote-integrity';
import { paths } from '@/config/paths';
import { formatDate, shortAddress } from '@/lib/format';
import { showErrorToast } from '@/lib/error-toast';
import { useRunVoteIntegrityCheck } from '../api/admin-api';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminList } from './admin-list';
import type { Ask } from './confirm-action';

export interface VoteRing {
  id: string;
  memberIds: string[];
  members: { id: string; address: string; displayName: string | null }[];
  status: 'flagged' | 'cleared';
  lift: number;
  detectedAt: string;
  clearedAt: string | null;
}

export function VoteRings({ ask }: { ask: Ask }) {
  const { t, i18n } = useTranslation();
  const list = useAdminList<VoteRing, { status: 'flagged' | 'cleared' }>(
    'voteRings',
    '/admin/vote-rings',
    { status: 'flagged' },
    { paged: false },
  );
  const { status } = list.filters;
  const run = useRunVoteIntegrityCheck();
  const check = () =>
    run.mutate(undefined, {
      onSuccess: (result) =>
        notifications.show({ color: 'teal', message: t('admin.integrity.ran', { ...result }) }),
      onError: (error) => showErrorToast(error, t),
    });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('admin.integrity.explain', {
          votes: VOTE_INTEGRITY.serialMinVotes,
          hours: VOTE_INTEGRITY.serialWindowMs / 3_600_000,
        })}
      </Text>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={status}
          onChange={(v) => list.setFilter('status', v as 'flagged' | 'cleared')}
          data={[
            { value: 'flagged', label: t('admin.integrity.flagged') },
            { value: 'cleared', label: t('admin.integrity.cleared') },
          ]}
          aria-label={t('admin.integrity.filter')}
        />
        <Button variant="light" loading={run.isPending} onClick={check} data-testid="integrity-run">
          {t('admin.integrity.run')}
        </Button>
      </Group>
      <AdminList
        list={list}
        loading={<Text c="dimmed">{t('admin.loading')}</Text>}
        empty={t(
          status === 'flagged' ? 'admin.integrity.emptyFlagged' : 'admin.integrity.emptyCleared',
        )}
      >
        {(rows) =>
          rows.map((ring) => (
            <Card key={ring.id} withBorder data-testid="admin-vote-ring">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap">
                  <Group gap="xs">
                    <Text fw={600}>{t('admin.integrity.ring', { id: ring.id })}</Text>
                    <Badge color={ring.status === 'flagged' ? 'red' : 'gray'} variant="light">
                      {t(`admin.integrity.${ring.status}`)}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('admin.integrity.detected', {
                      date: formatDate(ring.detectedAt, i18n.language),
                      lift: ring.lift.toFixed(1),
                    })}
                  </Text>
                </Group>
                <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {ring.members.map((m) => (
                    <li key={m.id}>
                      <Anchor component={Link} to={paths.user.href(m.address)} size="sm">
                        {m.displayName || shortAddress(m.address)}
                      </Anchor>
                    </li>
                  ))}
                </Group>
                {ring.status === 'flagged' && (
                  <Group justify="flex-end">
                    <Button
                      variant="light"
                      onClick={() =>
                        ask({
                          title: t('admin.integrity.clearTitle'),
                          message: t('admin.integrity.clearText', { count: ring.members.length }),
                          path: `/admin/vote-rings/${ring.id}/status`,
                          body: { status: 'cleared' },
                          reason: 'optional',
                          confirmLabel: t('admin.integrity.clear'),
                          done: t('admin.integrity.clearedDone', { id: ring.id }),
                        })
                      }
                    >
                      {t('admin.integrity.clear')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
          ))
        }
      </AdminList>
    </Stack>
  );
}
