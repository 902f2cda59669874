// One project's admin controls in the projects list: verify, block or unblock, set or clear
// the owner, and the feature rank; each through the confirmation.
import { useState } from 'react';
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEATURE_RANK_MAX } from '@chainreview/shared/admin-rules';
import type { AdminProject } from '../api/admin-api';
import type { Ask } from './confirm-action';

export function ProjectActions({ p, ask }: { p: AdminProject; ask: Ask }) {
  const { t } = useTranslation();
  const [owner, setOwner] = useState(p.ownerAddress ?? '');
  const [rank, setRank] = useState<number | string>(p.featureRank);
  const update = (body: Record<string, unknown>, done: string, title: string) =>
    ask({
      title,
      message: t('admin.projects.confirmText', { name: p.name }),
      path: `/admin/projects/${p.id}`,
      body,
      reason: 'optional',
      confirmLabel: t('admin.confirm'),
      done,
    });
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          onClick={() =>
            update(
              { isVerified: !p.isVerified },
              t(p.isVerified ? 'admin.projects.unverified' : 'admin.projects.verified'),
              t(p.isVerified ? 'admin.projects.unverify' : 'admin.projects.verify'),
            )
          }
        >
          {t(p.isVerified ? 'admin.projects.unverify' : 'admin.projects.verify')}
        </Button>
        {p.status === 'blocked' ? (
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              ask({
                title: t('admin.projects.unblock'),
                message: t('admin.projects.unblockText', { name: p.name }),
                path: `/admin/projects/${p.id}/status`,
                body: { status: 'active' },
                reason: 'optional',
                confirmLabel: t('admin.projects.unblock'),
                done: t('admin.projects.unblocked'),
              })
            }
          >
            {t('admin.projects.unblock')}
          </Button>
        ) : (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() =>
              ask({
                title: t('admin.projects.block'),
                message: t('admin.projects.blockText', { name: p.name }),
                path: `/admin/projects/${p.id}/status`,
                body: { status: 'blocked' },
                reason: 'required',
                danger: true,
                confirmLabel: t('admin.projects.block'),
                done: t('admin.projects.blocked'),
              })
            }
          >
            {t('admin.projects.block')}
          </Button>
        )}
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          size="xs"
          label={t('admin.projects.owner')}
          placeholder="0x..."
          value={owner}
          onChange={(e) => setOwner(e.currentTarget.value)}
          w={220}
        />
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            update(
              { ownerAddress: owner.trim() || null },
              t(owner.trim() ? 'admin.projects.ownerSet' : 'admin.projects.ownerCleared'),
              t(owner.trim() ? 'admin.projects.setOwner' : 'admin.projects.clearOwner'),
            )
          }
        >
          {t(owner.trim() ? 'admin.projects.setOwner' : 'admin.projects.clearOwner')}
        </Button>
        <NumberInput
          size="xs"
          label={t('admin.projects.featureRank')}
          description={t('admin.projects.featureHint')}
          min={0}
          max={FEATURE_RANK_MAX}
          value={rank}
          onChange={setRank}
          w={140}
        />
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            update(
              { featureRank: Number(rank) || 0 },
              t('admin.projects.featuredDone'),
              t('admin.projects.feature'),
            )
          }
        >
          {t('admin.projects.feature')}
        </Button>
      </Group>
    </Stack>
  );
}
