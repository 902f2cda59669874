// The admin console (/admin, spec 6): queues with counts (submissions, reports, edit requests),
// search-driven pages for projects and users, and the audit trail (/admin/audit). Every list is
// paginated and filterable; every action is confirmed (ConfirmAction) and its result shown.
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Code,
  Group,
  Loader,
  NumberInput,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_TARGETS, FEATURE_RANK_MAX } from '@chainreview/shared/admin';
import { ruleForReports } from '@chainreview/shared/moderation';
import { REPORT_REASONS, type ReportReason } from '@chainreview/shared/enums';
import { QueryState, type QueryLike } from '@/components/query-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { shortAddress } from '@/lib/format';
import {
  ADMIN_PAGE_SIZE,
  useAdminCounts,
  useAdminList,
  useAuditList,
  type AdminProject,
  type AdminUser,
  type EditRequestRow,
  type Page,
  type ReportGroup,
} from '../api/admin-api';
import { Appeals } from './appeals';
import { ConfirmAction, type PendingAction } from './confirm-action';
import { VoteRings } from './vote-rings';

/** A reason the report dialog offers (its label is shown); anything else is shown as stored. */
const isReportReason = (reason: string): reason is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(reason);

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

type Ask = (action: PendingAction) => void;

function usePage(): [number, (page: number) => void] {
  const [page, setPage] = useState(1);
  return [page, setPage];
}

/** QueryState with the console's own loader, error alert and empty line. */
function ListState<T>({
  query,
  empty,
  children,
}: {
  query: QueryLike<Page<T>>;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      loading={
        <Center py="xl">
          <Loader aria-label={t('admin.loading')} />
        </Center>
      }
      renderError={(error) => (
        <Alert color="red" role="alert">
          {errorMessage(error, t)}
        </Alert>
      )}
      isEmpty={(page) => page.data.length === 0}
      empty={
        <Text c="dimmed" py="lg" ta="center">
          {empty}
        </Text>
      }
    >
      {(page) => children(page.data)}
    </QueryState>
  );
}

function Pager({
  meta,
  page,
  onChange,
}: {
  meta?: Page<unknown>['meta'];
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const total = Math.ceil((meta?.total ?? 0) / ADMIN_PAGE_SIZE);
  if (total <= 1) return null;
  return (
    <Center>
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(`admin.page.${control}`) })}
      />
    </Center>
  );
}

const offsetOf = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

// ---- submissions ------------------------------------------------------------------------------

function Submissions({ ask }: { ask: Ask }) {
  const { t } = useTranslation();
  const [page, setPage] = usePage();
  const [keyword, setKeyword] = useState('');
  const query = useAdminList<AdminProject>('projects', '/admin/projects', {
    status: 'pending',
    keyword: keyword.trim() || undefined,
    limit: ADMIN_PAGE_SIZE,
    offset: offsetOf(page),
  });
  return (
    <Stack>
      <TextInput
        label={t('admin.filters.search')}
        placeholder={t('admin.filters.projectPlaceholder')}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          setPage(1);
        }}
        w={280}
        data-testid="admin-submissions-search"
      />
      <ListState query={query} empty={t('admin.empty.submissions')}>
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
      </ListState>
      <Pager meta={query.data?.meta} page={page} onChange={setPage} />
    </Stack>
  );
}

// ---- reports ----------------------------------------------------------------------------------

/** Renders a review's edit history control (the app passes the reviews feature's). */
export type ReviewHistorySlot = (reviewId: string) => ReactNode;

function Reports({ ask, reviewHistory }: { ask: Ask; reviewHistory?: ReviewHistorySlot }) {
  const { t } = useTranslation();
  const [page, setPage] = usePage();
  const [status, setStatus] = useState('open');
  const query = useAdminList<ReportGroup>('reports', '/admin/reports', {
    status,
    limit: ADMIN_PAGE_SIZE,
    offset: offsetOf(page),
  });
  return (
    <Stack>
      <SegmentedControl
        aria-label={t('admin.filters.status')}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        data={['open', 'resolved', 'dismissed'].map((v) => ({
          value: v,
          label: t(`admin.reportStatus.${v}`),
        }))}
      />
      <ListState query={query} empty={t('admin.empty.reports')}>
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
      </ListState>
      <Pager meta={query.data?.meta} page={page} onChange={setPage} />
    </Stack>
  );
}

// ---- edit requests ----------------------------------------------------------------------------

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

function EditRequests({ ask }: { ask: Ask }) {
  const { t } = useTranslation();
  const [page, setPage] = usePage();
  const [status, setStatus] = useState('open');
  const query = useAdminList<EditRequestRow>('editRequests', '/admin/edit-requests', {
    status,
    limit: ADMIN_PAGE_SIZE,
    offset: offsetOf(page),
  });
  return (
    <Stack>
      <SegmentedControl
        aria-label={t('admin.filters.status')}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        data={['open', 'accepted', 'rejected'].map((v) => ({
          value: v,
          label: t(`admin.requestStatus.${v}`),
        }))}
      />
      <ListState query={query} empty={t('admin.empty.editRequests')}>
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
      </ListState>
      <Pager meta={query.data?.meta} page={page} onChange={setPage} />
    </Stack>
  );
}

// ---- projects ---------------------------------------------------------------------------------

function ProjectActions({ p, ask }: { p: AdminProject; ask: Ask }) {
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

function Projects({ ask }: { ask: Ask }) {
  const { t } = useTranslation();
  const [page, setPage] = usePage();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState('all');
  const query = useAdminList<AdminProject>('projects', '/admin/projects', {
    status,
    keyword: keyword.trim() || undefined,
    limit: ADMIN_PAGE_SIZE,
    offset: offsetOf(page),
  });
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('admin.filters.search')}
          placeholder={t('admin.filters.projectPlaceholder')}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
        <Select
          label={t('admin.filters.status')}
          value={status}
          allowDeselect={false}
          onChange={(v) => {
            setStatus(v ?? 'all');
            setPage(1);
          }}
          data={['all', 'active', 'pending', 'blocked'].map((v) => ({
            value: v,
            label: t(`admin.projectStatus.${v}`),
          }))}
        />
      </Group>
      <ListState query={query} empty={t('admin.empty.projects')}>
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
      </ListState>
      <Pager meta={query.data?.meta} page={page} onChange={setPage} />
    </Stack>
  );
}

// ---- users ------------------------------------------------------------------------------------

function Users({ ask, viewerId }: { ask: Ask; viewerId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = usePage();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState('all');
  const query = useAdminList<AdminUser>('users', '/admin/users', {
    status,
    keyword: keyword.trim() || undefined,
    limit: ADMIN_PAGE_SIZE,
    offset: offsetOf(page),
  });
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('admin.filters.search')}
          placeholder={t('admin.filters.userPlaceholder')}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
        <Select
          label={t('admin.filters.status')}
          value={status}
          allowDeselect={false}
          onChange={(v) => {
            setStatus(v ?? 'all');
            setPage(1);
          }}
          data={['all', 'active', 'blocked'].map((v) => ({
            value: v,
            label: t(`admin.userStatus.${v}`),
          }))}
        />
      </Group>
      <ListState query={query} empty={t('admin.empty.users')}>
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
      </ListState>
      <Pager meta={query.data?.meta} page={page} onChange={setPage} />
    </Stack>
  );
}

// ---- audit ------------------------------------------------------------------------------------

export function AuditList() {
  const { t } = useTranslation();
  const [page, setPage] = usePage();
  const [action, setAction] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const query = useAuditList({
    action: action ?? undefined,
    targetType: target ?? undefined,
    limit: ADMIN_PAGE_SIZE,
    offset: offsetOf(page),
  });
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('admin.audit.action')}
          placeholder={t('admin.audit.allActions')}
          clearable
          value={action}
          onChange={(v) => {
            setAction(v);
            setPage(1);
          }}
          data={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`admin.actions.${a}`) }))}
          w={280}
        />
        <Select
          label={t('admin.audit.target')}
          placeholder={t('admin.audit.allTargets')}
          clearable
          value={target}
          onChange={(v) => {
            setTarget(v);
            setPage(1);
          }}
          data={AUDIT_TARGETS.map((a) => ({ value: a, label: t(`admin.target.${a}`) }))}
          w={200}
        />
      </Group>
      <ListState query={query} empty={t('admin.empty.audit')}>
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
      </ListState>
      <Pager meta={query.data?.meta} page={page} onChange={setPage} />
    </Stack>
  );
}

// ---- the console ------------------------------------------------------------------------------

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
          <Submissions ask={setPending} />
        </Tabs.Panel>
        <Tabs.Panel value="reports" pt="md">
          <Reports ask={setPending} reviewHistory={reviewHistory} />
        </Tabs.Panel>
        <Tabs.Panel value="editRequests" pt="md">
          <EditRequests ask={setPending} />
        </Tabs.Panel>
        <Tabs.Panel value="appeals" pt="md">
          <Appeals ask={setPending} />
        </Tabs.Panel>
        <Tabs.Panel value="projects" pt="md">
          <Projects ask={setPending} />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <Users ask={setPending} viewerId={viewerId} />
        </Tabs.Panel>
        <Tabs.Panel value="integrity" pt="md">
          <VoteRings ask={setPending} />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditList />
        </Tabs.Panel>
      </Tabs>
      <ConfirmAction action={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
