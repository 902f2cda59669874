// The admin team's view of the vote-integrity job (issue 16): run the check now, and the rings
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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VOTE_INTEGRITY } from '@chainreview/shared/vote-integrity';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { formatDate, shortAddress } from '@/lib/format';
import { showErrorToast } from '@/lib/error-toast';
import { queryRoots } from '@/lib/query-keys';
import { useAdminList } from '../api/admin-api';
import type { PendingAction } from './confirm-action';
import { adminKeys } from '../api/admin-keys';

export interface VoteRing {
  id: string;
  memberIds: string[];
  members: { id: string; address: string; displayName: string | null }[];
  status: 'flagged' | 'cleared';
  lift: number;
  detectedAt: string;
  clearedAt: string | null;
}

interface RunResult {
  votesScanned: number;
  serialVotesReversed: number;
  ringsFlagged: number;
}

function useRunCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<{ data: RunResult }>('/admin/vote-integrity/run', {})).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.trust });
    },
  });
}

export function VoteRings({ ask }: { ask: (action: PendingAction) => void }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<'flagged' | 'cleared'>('flagged');
  const query = useAdminList<VoteRing>('voteRings', '/admin/vote-rings', { status });
  const run = useRunCheck();
  const check = () =>
    run.mutate(undefined, {
      onSuccess: (result) =>
        notifications.show({ color: 'teal', message: t('admin.integrity.ran', { ...result }) }),
      onError: (error) => showErrorToast(error, t),
    });
  const rings = query.data?.data ?? [];
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
      {query.isLoading ? (
        <Text c="dimmed">{t('admin.loading')}</Text>
      ) : query.error ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error, t)}
        </Alert>
      ) : rings.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {t(
            status === 'flagged' ? 'admin.integrity.emptyFlagged' : 'admin.integrity.emptyCleared',
          )}
        </Text>
      ) : (
        rings.map((ring) => (
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
      )}
    </Stack>
  );
}
