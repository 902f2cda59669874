// The admin console (/admin, spec 6): queues with counts (submissions, reports, edit requests,
// appeals), search-driven pages for projects and users, vote integrity and the audit trail
// (/admin/audit). Each tab is its own file; every list pages and filters through
// useAdminList; every action is confirmed (ConfirmAction) and its result shown.
import { useState } from 'react';
import { Badge, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useNavigate, useSearchParams } from '@/lib/router';
import { useAdminCounts } from '../api/admin-api';
import { Appeals } from './appeals';
import { AuditTab } from './audit-tab';
import { ConfirmAction, type PendingAction } from './confirm-action';
import { EditRequestsTab } from './edit-requests-tab';
import { ProjectsTab } from './projects-tab';
import { ReportsTab, type ReviewHistorySlot } from './reports-tab';
import { SubmissionsTab } from './submissions-tab';
import { UsersTab } from './users-tab';
import { VoteRings } from './vote-rings';

export type { ReviewHistorySlot };

export const ADMIN_TABS = [
  'submissions',
  'reports',
  'editRequests',
  'projects',
  'users',
  'audit',
  'integrity',
  'appeals',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function AdminConsole({
  viewerId,
  audit,
  reviewHistory,
}: {
  viewerId: string;
  audit?: boolean;
  /** Every version of a reported review, blocked ones included (admins only). */
  reviewHistory?: ReviewHistorySlot;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const counts = useAdminCounts();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const requested = params.get('tab') as AdminTab | null;
  const tab: AdminTab = audit
    ? 'audit'
    : requested && ADMIN_TABS.includes(requested) && requested !== 'audit'
      ? requested
      : 'submissions';
  const count = (n: number | undefined) =>
    n ? (
      <Badge size="sm" circle={n < 10} variant="filled" color="red">
        {n}
      </Badge>
    ) : null;
  const select = (value: string | null) => {
    if (value === 'audit') void navigate(paths.adminAudit.href());
    else if (audit) void navigate(`${paths.admin.href()}?tab=${value ?? 'submissions'}`);
    else setParams({ tab: value ?? 'submissions' });
  };
  return (
    <Stack>
      <Title order={1}>{t(audit ? 'admin.audit.title' : 'admin.title')}</Title>
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="submissions" rightSection={count(counts.data?.submissions)}>
            {t('admin.tabs.submissions')}
          </Tabs.Tab>
          <Tabs.Tab value="reports" rightSection={count(counts.data?.reports)}>
            {t('admin.tabs.reports')}
          </Tabs.Tab>
          <Tabs.Tab value="editRequests" rightSection={count(counts.data?.editRequests)}>
            {t('admin.tabs.editRequests')}
          </Tabs.Tab>
          <Tabs.Tab value="appeals" rightSection={count(counts.data?.appeals)}>
            {t('admin.tabs.appeals')}
          </Tabs.Tab>
          <Tabs.Tab value="projects">{t('admin.tabs.projects')}</Tabs.Tab>
          <Tabs.Tab value="users">{t('admin.tabs.users')}</Tabs.Tab>
          <Tabs.Tab value="audit">{t('admin.tabs.audit')}</Tabs.Tab>
          <Tabs.Tab value="integrity">{t('admin.tabs.integrity')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="submissions" pt="md">
          <SubmissionsTab ask={setPending} />
        </Tabs.Panel>
        <Tabs.Panel value="reports" pt="md">
          <ReportsTab ask={setPending} reviewHistory={reviewHistory} />
        </Tabs.Panel>
        <Tabs.Panel value="editRequests" pt="md">
          <EditRequestsTab ask={setPending} />
        </Tabs.Panel>
        <Tabs.Panel value="appeals" pt="md">
          <Appeals ask={setPending} />
        </Tabs.Panel>
        <Tabs.Panel value="projects" pt="md">
          <ProjectsTab ask={setPending} />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <UsersTab ask={setPending} viewerId={viewerId} />
        </Tabs.Panel>
        <Tabs.Panel value="integrity" pt="md">
          <VoteRings ask={setPending} />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditTab />
        </Tabs.Panel>
      </Tabs>
      <ConfirmAction action={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
