// The reports queue: reports grouped by their target with the total weight, upheld (the
// target is removed under a rule, proposed from the reasons) or dismissed.
import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ruleForReports } from '@chainreview/shared/moderation-rules';
import { paths } from '@/config/paths';
import { shortAddress } from '@/lib/format';
import { Link } from '@/lib/router';
import type { ReportGroup } from '../api/admin-api';
import { isReportReason } from '../display';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminFilters } from './admin-filters';
import { AdminList } from './admin-list';
import type { Ask } from './confirm-action';

const STATUSES = ['open', 'resolved', 'dismissed'];

/** Renders a review's edit history control (the app passes the reviews feature's). */
export type ReviewHistorySlot = (reviewId: string) => ReactNode;

export function ReportsTab({
  ask,
  reviewHistory,
}: {
  ask: Ask;
  reviewHistory?: ReviewHistorySlot;
}) {
  const { t } = useTranslation();
  const list = useAdminList<ReportGroup, { status: string }>('reports', '/admin/reports', {
    status: 'open',
  });
  const { status } = list.filters;
  return (
    <Stack>
      <AdminFilters list={list} statuses={STATUSES} labels="admin.reportStatus" />
      <AdminList list={list} empty={t('admin.empty.reports')}>
        {(rows) =>
          rows.map((g) => (
            <Card key={`${g.targetType}-${g.targetId}`} withBorder data-testid="admin-report">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Badge variant="light">{t(`admin.target.${g.targetType}`)}</Badge>
                      {g.target && <Badge color="gray">{g.target.status}</Badge>}
                      <Badge color="orange">
                        {t('admin.reports.totalWeight', { weight: g.totalWeight })}
                      </Badge>
                    </Group>
                    {g.target ? (
                      <Anchor component={Link} to={paths.review.href(g.target.reviewId)}>
                        {g.target.text}
                      </Anchor>
                    ) : (
                      <Text c="dimmed">{t('admin.reports.gone')}</Text>
                    )}
                    {g.target && (
                      <Text size="sm" c="dimmed">
                        {t('admin.reports.author', {
                          address: shortAddress(g.target.authorAddress),
                        })}
                      </Text>
                    )}
                    {g.targetType === 'review' && g.target && reviewHistory && (
                      <Group>{reviewHistory(g.target.reviewId)}</Group>
                    )}
                  </Stack>
                  {status === 'open' && (
                    <Group>
                      <Button
                        color="red"
                        onClick={() =>
                          ask({
                            title: t('admin.reports.upholdTitle'),
                            message: t('admin.reports.upholdText'),
                            path: `/admin/reports/${g.targetType}/${g.targetId}`,
                            body: { decision: 'uphold' },
                            reason: 'required',
                            reasonCategory: ruleForReports(g.reports.map((r) => r.reason)),
                            danger: true,
                            confirmLabel: t('admin.reports.uphold'),
                            done: t('admin.reports.upheld'),
                          })
                        }
                      >
                        {t('admin.reports.uphold')}
                      </Button>
                      <Button
                        variant="default"
                        onClick={() =>
                          ask({
                            title: t('admin.reports.dismissTitle'),
                            message: t('admin.reports.dismissText'),
                            path: `/admin/reports/${g.targetType}/${g.targetId}`,
                            body: { decision: 'dismiss' },
                            reason: 'optional',
                            confirmLabel: t('admin.reports.dismiss'),
                            done: t('admin.reports.dismissed'),
                          })
                        }
                      >
                        {t('admin.reports.dismiss')}
                      </Button>
                    </Group>
                  )}
                </Group>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('admin.reports.reporter')}</Table.Th>
                      <Table.Th>{t('admin.reports.reason')}</Table.Th>
                      <Table.Th>{t('admin.reports.weight')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {g.reports.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td>
                          <Anchor component={Link} to={paths.user.href(r.reporter.address)}>
                            {r.reporter.displayName || shortAddress(r.reporter.address)}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            {isReportReason(r.reason)
                              ? t(`reviews.report.reasons.${r.reason}`)
                              : r.reason}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {r.note}
                          </Text>
                        </Table.Td>
                        <Table.Td>{r.weight ?? '—'}</Table.Td>
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
