// Every project, searchable and filtered by status, with its admin controls.
import { Badge, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminProject } from '../api/admin-api';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminList } from './admin-list';
import type { Ask } from './confirm-action';
import { ProjectActions } from './project-actions';

export function ProjectsTab({ ask }: { ask: Ask }) {
  const { t } = useTranslation();
  const list = useAdminList<AdminProject, { status: string; keyword: string }>(
    'projects',
    '/admin/projects',
    { status: 'all', keyword: '' },
  );
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('admin.filters.search')}
          placeholder={t('admin.filters.projectPlaceholder')}
          value={list.filters.keyword}
          onChange={(e) => list.setFilter('keyword', e.currentTarget.value)}
          w={280}
        />
        <Select
          label={t('admin.filters.status')}
          value={list.filters.status}
          allowDeselect={false}
          onChange={(v) => list.setFilter('status', v ?? 'all')}
          data={['all', 'active', 'pending', 'blocked'].map((v) => ({
            value: v,
            label: t(`admin.projectStatus.${v}`),
          }))}
        />
      </Group>
      <AdminList list={list} empty={t('admin.empty.projects')}>
        {(rows) =>
          rows.map((p) => (
            <Card key={p.id} withBorder data-testid="admin-project">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{p.name}</Text>
                    <Badge color={p.status === 'blocked' ? 'red' : 'gray'}>
                      {t(`admin.projectStatus.${p.status}`)}
                    </Badge>
                    {p.isVerified && <Badge color="blue">{t('admin.projects.isVerified')}</Badge>}
                    {p.featureRank > 0 && (
                      <Badge color="yellow">
                        {t('admin.projects.rank', { rank: p.featureRank })}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {p.chain} {p.contractAddress ?? ''}
                  </Text>
                </Stack>
                <ProjectActions p={p} ask={ask} />
              </Group>
            </Card>
          ))
        }
      </AdminList>
    </Stack>
  );
}
