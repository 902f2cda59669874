// The edit requests queue: a member's proposed changes to a project as a field-by-field
// diff, accepted (applied) or rejected.
import { Button, Card, Code, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortAddress } from '@/lib/format';
import type { EditRequestRow } from '../api/admin-api';
import { shown } from '../display';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminFilters } from './admin-filters';
import { AdminList } from './admin-list';
import type { Ask } from './confirm-action';

const STATUSES = ['open', 'accepted', 'rejected'];

export function EditRequestsTab({ ask }: { ask: Ask }) {
  const { t } = useTranslation();
  const list = useAdminList<EditRequestRow, { status: string }>(
    'editRequests',
    '/admin/edit-requests',
    { status: 'open' },
  );
  const { status } = list.filters;
  return (
    <Stack>
      <AdminFilters list={list} statuses={STATUSES} labels="admin.requestStatus" />
      <AdminList list={list} empty={t('admin.empty.editRequests')}>
        {(rows) =>
          rows.map((r) => (
            <Card key={r.id} withBorder data-testid="admin-edit-request">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap">
                  <Stack gap={2}>
                    <Text fw={600}>{r.projectName}</Text>
                    <Text size="sm" c="dimmed">
                      {t('admin.editRequests.by', {
                        name: r.requester.displayName || shortAddress(r.requester.address),
                      })}
                    </Text>
                    <Text size="sm">{r.note}</Text>
                  </Stack>
                  {status === 'open' && (
                    <Group>
                      <Button
                        onClick={() =>
                          ask({
                            title: t('admin.editRequests.acceptTitle'),
                            message: t('admin.editRequests.acceptText', { name: r.projectName }),
                            path: `/admin/edit-requests/${r.id}`,
                            body: { status: 'accepted' },
                            reason: 'optional',
                            confirmLabel: t('admin.editRequests.accept'),
                            done: t('admin.editRequests.accepted'),
                          })
                        }
                      >
                        {t('admin.editRequests.accept')}
                      </Button>
                      <Button
                        color="red"
                        variant="light"
                        onClick={() =>
                          ask({
                            title: t('admin.editRequests.rejectTitle'),
                            message: t('admin.editRequests.rejectText', { name: r.projectName }),
                            path: `/admin/edit-requests/${r.id}`,
                            body: { status: 'rejected' },
                            reason: 'required',
                            danger: true,
                            confirmLabel: t('admin.editRequests.reject'),
                            done: t('admin.editRequests.rejected'),
                          })
                        }
                      >
                        {t('admin.editRequests.reject')}
                      </Button>
                    </Group>
                  )}
                </Group>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('admin.editRequests.field')}</Table.Th>
                      <Table.Th>{t('admin.editRequests.current')}</Table.Th>
                      <Table.Th>{t('admin.editRequests.proposed')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {r.diff.map((d) => (
                      <Table.Tr key={d.field}>
                        <Table.Td>
                          <Code>{d.field}</Code>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" td="line-through" c="dimmed">
                            {shown(d.current)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {shown(d.proposed)}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            </Card>
          ))
        }
      </AdminList>
    </Stack>
  );
}
