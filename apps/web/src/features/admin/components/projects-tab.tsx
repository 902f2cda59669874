// Every project, searchable and filtered by status, with its admin controls.
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminProject } from '../api/admin-api';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminFilters } from './admin-filters';
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
      <AdminFilters
        list={list}
        statuses={['all', 'active', 'pending', 'blocked']}
        labels="admin.projectStatus"
        search={t('admin.filters.projectPlaceholder')}
      />
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
