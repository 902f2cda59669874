// The admin team's view of the vote-integrity job: run the check now, and the rings
// it flagged, whose members' votes weigh nothing in rankings until the team clears them.
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { VOTE_INTEGRITY } from '@chainreview/shared/vote-integrity';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatDate, shortAddress } from '@/lib/format';
import { showErrorToast } from '@/lib/error-toast';
import { QueryState } from '@/components/query-state';
import { useAdminList, useRunVoteIntegrityCheck } from '../api/admin-api';
import type { PendingAction } from './confirm-action';

export interface VoteRing {
  id: string;
  memberIds: string[];
  members: { id: string; address: string; displayName: string | null }[];
  status: 'flagged' | 'cleared';
  lift: number;
  detectedAt: string;
  clearedAt: string | null;
}

export function VoteRings({ ask }: { ask: (action: PendingAction) => void }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<'flagged' | 'cleared'>('flagged');
  const query = useAdminList<VoteRing>('voteRings', '/admin/vote-rings', { status });
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
          onChange={(v) => setStatus(v as 'flagged' | 'cleared')}
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
      <QueryState
        query={query}
        loading={<Text c="dimmed">{t('admin.loading')}</Text>}
        renderError={(error) => (
          <Alert color="red" role="alert">
            {errorMessage(error, t)}
          </Alert>
        )}
        isEmpty={(page) => page.data.length === 0}
        empty={
          <Text c="dimmed" py="lg" ta="center">
            {t(
              status === 'flagged'
                ? 'admin.integrity.emptyFlagged'
                : 'admin.integrity.emptyCleared',
            )}
          </Text>
        }
      >
        {(page) =>
          page.data.map((ring) => (
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
      </QueryState>
    </Stack>
  );
}
