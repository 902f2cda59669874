// The audit trail (/admin/audit): every admin action with who, what, the change and the
// reason, filtered by action and target type (native selects, whose first option is 'all').
import { Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@chainreview/shared';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@chainreview/shared/admin-rules';
import { shortAddress } from '@/lib/format';
import { shown } from '../display';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminList } from './admin-list';

export function AuditTab() {
  const { t } = useTranslation();
  const list = useAdminList<AuditEntry, { action: string | null; targetType: string | null }>(
    'audit',
    '/admin/audit',
    { action: null, targetType: null },
  );
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('admin.audit.action')}
          value={list.filters.action ?? ''}
          onChange={(e) => list.setFilter('action', e.currentTarget.value || null)}
          data={[
            { value: '', label: t('admin.audit.allActions') },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`admin.actions.${a}`) })),
          ]}
          w={280}
        />
        <NativeSelect
          label={t('admin.audit.target')}
          value={list.filters.targetType ?? ''}
          onChange={(e) => list.setFilter('targetType', e.currentTarget.value || null)}
          data={[
            { value: '', label: t('admin.audit.allTargets') },
            ...AUDIT_TARGETS.map((a) => ({ value: a, label: t(`admin.target.${a}`) })),
          ]}
          w={200}
        />
      </Group>
      <AdminList list={list} empty={t('admin.empty.audit')}>
        {(rows) => (
          <Table striped data-testid="admin-audit">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.audit.time')}</Table.Th>
                <Table.Th>{t('admin.audit.who')}</Table.Th>
                <Table.Th>{t('admin.audit.action')}</Table.Th>
                <Table.Th>{t('admin.audit.target')}</Table.Th>
                <Table.Th>{t('admin.audit.change')}</Table.Th>
                <Table.Th>{t('admin.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.id} data-action={e.action}>
                  <Table.Td>{new Date(e.createdAt).toLocaleString()}</Table.Td>
                  <Table.Td>
                    {e.actor ? e.actor.displayName || shortAddress(e.actor.address) : '—'}
                  </Table.Td>
                  <Table.Td>{t(`admin.actions.${e.action}`)}</Table.Td>
                  <Table.Td>
                    {t(`admin.target.${e.targetType}`)} #{e.targetId}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" style={{ wordBreak: 'break-all' }}>
                      {shown(e.before)} → {shown(e.after)}
                    </Text>
                    {e.proof && (
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {t('admin.audit.proof')}: {shown(e.proof)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{e.reason ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </AdminList>
    </Stack>
  );
}
