// The submissions queue: pending projects, searchable by name, approved or rejected.
import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortAddress } from '@/lib/format';
import type { AdminProject } from '../api/admin-api';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminList } from './admin-list';
import type { Ask } from './confirm-action';

export function SubmissionsTab({ ask }: { ask: Ask }) {
  const { t } = useTranslation();
  const list = useAdminList<AdminProject, { status: string; keyword: string }>(
    'projects',
    '/admin/projects',
    { status: 'pending', keyword: '' },
  );
  return (
    <Stack>
      <TextInput
        label={t('admin.filters.search')}
        placeholder={t('admin.filters.projectPlaceholder')}
        value={list.filters.keyword}
        onChange={(e) => list.setFilter('keyword', e.currentTarget.value)}
        w={280}
        data-testid="admin-submissions-search"
      />
      <AdminList list={list} empty={t('admin.empty.submissions')}>
        {(rows) =>
          rows.map((p) => (
            <Card key={p.id} withBorder data-testid="admin-submission">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Text fw={600}>
                    {p.name} {p.symbol ? `(${p.symbol})` : ''}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {p.chain} {p.contractAddress ? shortAddress(p.contractAddress) : ''}
                  </Text>
                  {p.description && <Text size="sm">{p.description}</Text>}
                </Stack>
                <Group>
                  <Button
                    onClick={() =>
                      ask({
                        title: t('admin.submissions.approveTitle'),
                        message: t('admin.submissions.approveText', { name: p.name }),
                        path: `/admin/projects/${p.id}/status`,
                        body: { status: 'active' },
                        reason: 'optional',
                        confirmLabel: t('admin.submissions.approve'),
                        done: t('admin.submissions.approved', { name: p.name }),
                      })
                    }
                  >
                    {t('admin.submissions.approve')}
                  </Button>
                  <Button
                    color="red"
                    variant="light"
                    onClick={() =>
                      ask({
                        title: t('admin.submissions.rejectTitle'),
                        message: t('admin.submissions.rejectText', { name: p.name }),
                        path: `/admin/projects/${p.id}/status`,
                        body: { status: 'blocked' },
                        reason: 'required',
                        danger: true,
                        confirmLabel: t('admin.submissions.reject'),
                        done: t('admin.submissions.rejected', { name: p.name }),
                      })
                    }
                  >
                    {t('admin.submissions.reject')}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))
        }
      </AdminList>
    </Stack>
  );
}
