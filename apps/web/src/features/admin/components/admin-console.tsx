// The admin console (/admin, spec 6): queues with counts (submissions, reports, edit requests,
// appeals), search-driven pages for projects and users, vote integrity and the audit trail
// (/admin/audit). Each tab is its own file; every list pages and filters through
// useAdminList; every action is confirmed (ConfirmAction) and its result shown.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Badge, Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { withRestTexts } from '@/lib/i18n';
import { useNavigate, useSearchParams } from '@/lib/router';
import { useAdminCounts } from '../api/admin-api';
import { ConfirmAction, type PendingAction } from './confirm-action';
import type { ReviewHistorySlot } from './reports-tab';

export type { ReviewHistorySlot };

/** A tab's component, loaded with the rest of the texts when the tab is first opened. */
function lazyTab<K extends string, P>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => withRestTexts(load()).then((m) => ({ default: m[name] })));
}

// Only the open tab's code loads (the panels are not kept mounted).
const Appeals = lazyTab(() => import('./appeals'), 'Appeals');
const AuditTab = lazyTab(() => import('./audit-tab'), 'AuditTab');
const EditRequestsTab = lazyTab(() => import('./edit-requests-tab'), 'EditRequestsTab');
const ProjectsTab = lazyTab(() => import('./projects-tab'), 'ProjectsTab');
const ReportsTab = lazyTab(() => import('./reports-tab'), 'ReportsTab');
const SubmissionsTab = lazyTab(() => import('./submissions-tab'), 'SubmissionsTab');
const UsersTab = lazyTab(() => import('./users-tab'), 'UsersTab');
const VoteRings = lazyTab(() => import('./vote-rings'), 'VoteRings');

function Panel({ value, children }: { value: AdminTab; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Tabs.Panel value={value} pt="md">
      <Suspense
        fallback={
          <Center py="xl">
            <Loader aria-label={t('admin.loading')} />
          </Center>
        }
      >
        {children}
      </Suspense>
    </Tabs.Panel>
  );
}

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
        <Panel value="submissions">
          <SubmissionsTab ask={setPending} />
        </Panel>
        <Panel value="reports">
          <ReportsTab ask={setPending} reviewHistory={reviewHistory} />
        </Panel>
        <Panel value="editRequests">
          <EditRequestsTab ask={setPending} />
        </Panel>
        <Panel value="appeals">
          <Appeals ask={setPending} />
        </Panel>
        <Panel value="projects">
          <ProjectsTab ask={setPending} />
        </Panel>
        <Panel value="users">
          <UsersTab ask={setPending} viewerId={viewerId} />
        </Panel>
        <Panel value="integrity">
          <VoteRings ask={setPending} />
        </Panel>
        <Panel value="audit">
          <AuditTab />
        </Panel>
      </Tabs>
      <ConfirmAction action={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
