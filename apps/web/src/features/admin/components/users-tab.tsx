// Every member, searchable and filtered by status; admins and the viewer cannot be blocked.
import { Anchor, Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { shortAddress } from '@/lib/format';
import { Link } from '@/lib/router';
import type { AdminUser } from '../api/admin-api';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminFilters } from './admin-filters';
import { AdminList } from './admin-list';
import type { Ask } from './confirm-action';

export function UsersTab({ ask, viewerId }: { ask: Ask; viewerId: string }) {
  const { t } = useTranslation();
  const list = useAdminList<AdminUser, { status: string; keyword: string }>(
    'users',
    '/admin/users',
    { status: 'all', keyword: '' },
  );
  return (
    <Stack>
      <AdminFilters
        list={list}
        statuses={['all', 'active', 'blocked']}
        labels="admin.userStatus"
        search={t('admin.filters.userPlaceholder')}
      />
      <AdminList list={list} empty={t('admin.empty.users')}>
        {(rows) => (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.users.user')}</Table.Th>
                <Table.Th>{t('admin.users.status')}</Table.Th>
                <Table.Th>{t('admin.users.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((u) => {
                const protectedUser = u.role === 'admin' || u.id === viewerId;
                return (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.user.href(u.address)}>
                        {u.displayName || shortAddress(u.address)}
                      </Anchor>
                      {u.role === 'admin' && (
                        <Badge ml="xs" size="xs">
                          {t('admin.users.admin')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{t(`admin.userStatus.${u.status}`)}</Table.Td>
                    <Table.Td>
                      {protectedUser ? (
                        <Text size="xs" c="dimmed">
                          {t('admin.users.protected')}
                        </Text>
                      ) : u.status === 'blocked' ? (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() =>
                            ask({
                              title: t('admin.users.unblock'),
                              message: t('admin.users.unblockText', {
                                name: u.displayName || shortAddress(u.address),
                              }),
                              path: `/admin/users/${u.id}/status`,
                              body: { status: 'active' },
                              reason: 'optional',
                              confirmLabel: t('admin.users.unblock'),
                              done: t('admin.users.unblocked'),
                            })
                          }
                        >
                          {t('admin.users.unblock')}
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() =>
                            ask({
                              title: t('admin.users.block'),
                              message: t('admin.users.blockText', {
                                name: u.displayName || shortAddress(u.address),
                              }),
                              path: `/admin/users/${u.id}/status`,
                              body: { status: 'blocked' },
                              reason: 'required',
                              danger: true,
                              confirmLabel: t('admin.users.block'),
                              done: t('admin.users.blocked'),
                            })
                          }
                        >
                          {t('admin.users.block')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </AdminList>
    </Stack>
  );
}
