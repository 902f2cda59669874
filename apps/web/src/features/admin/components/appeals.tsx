// The appeals queue of the admin console: an author's one appeal against the removal of their
// review, with the rule it was removed under; restore brings the review back (audit row
// 'appeal.restore'), reject keeps it removed; the author is told either way.
import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Alert,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moderationReasonLabelKey } from '@chainreview/shared/moderation';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { shortAddress } from '@/lib/format';
import { Link } from '@/lib/router';
import { ADMIN_PAGE_SIZE } from '../api/admin-api';
import { adminKeys } from '../api/admin-keys';
import type { PendingAction } from './confirm-action';

const STATUSES = ['open', 'restored', 'rejected'] as const;

export function Appeals({ ask }: { ask: (action: PendingAction) => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string>('open');
  const query = { status, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE };
  const appeals = useQuery({
    queryKey: adminKeys.queue('appeals', query),
    queryFn: ({ signal }) => api.get('/admin/appeals', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.ceil((appeals.data?.meta.total ?? 0) / ADMIN_PAGE_SIZE);
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');
  return (
    <Stack data-testid="admin-appeals">
      <SegmentedControl
        aria-label={t('admin.filters.status')}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        data={STATUSES.map((v) => ({ value: v, label: t(`admin.appeals.status.${v}`) }))}
      />
      <QueryState
        query={appeals}
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
        isEmpty={(p) => p.data.length === 0}
        empty={
          <Text c="dimmed" py="lg" ta="center">
            {t('admin.appeals.empty')}
          </Text>
        }
      >
        {(p) =>
          p.data.map((a) => (
            <Card key={a.id} withBorder data-testid="admin-appeal">
              <Stack gap="xs">
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light" color="red" tt="none">
                    {a.reasonCategory
                      ? t(moderationReasonLabelKey(a.reasonCategory))
                      : t('moderationReasons.unspecified')}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {t('admin.appeals.removedAt', { date: when(a.removedAt) })}
                  </Text>
                </Group>
                <Anchor component={Link} to={paths.review.href(a.reviewId)}>
                  {a.review.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('admin.appeals.meta', {
                    project: a.review.projectName,
                    author: a.author.displayName || shortAddress(a.author.address),
                  })}
                </Text>
                {a.removalReason && (
                  <Text size="sm">
                    {t('admin.appeals.removalReason', { reason: a.removalReason })}
                  </Text>
                )}
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="appeal-message">
                  {t('admin.appeals.message', { message: a.message })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('admin.appeals.filedAt', { date: when(a.createdAt) })}
                </Text>
                {a.status === 'open' ? (
                  <Group>
                    <Button
                      onClick={() =>
                        ask({
                          title: t('admin.appeals.restoreTitle'),
                          message: t('admin.appeals.restoreText'),
                          path: `/admin/appeals/${a.id}`,
                          body: { decision: 'restore' },
                          reason: 'optional',
                          confirmLabel: t('admin.appeals.restore'),
                          done: t('admin.appeals.restored'),
                        })
                      }
                    >
                      {t('admin.appeals.restore')}
                    </Button>
                    <Button
                      variant="default"
                      onClick={() =>
                        ask({
                          title: t('admin.appeals.rejectTitle'),
                          message: t('admin.appeals.rejectText'),
                          path: `/admin/appeals/${a.id}`,
                          body: { decision: 'reject' },
                          reason: 'required',
                          danger: true,
                          confirmLabel: t('admin.appeals.reject'),
                          done: t('admin.appeals.rejected'),
                        })
                      }
                    >
                      {t('admin.appeals.reject')}
                    </Button>
                  </Group>
                ) : (
                  a.decisionReason && (
                    <Text size="sm" c="dimmed">
                      {t('admin.appeals.decision', { reason: a.decisionReason })}
                    </Text>
                  )
                )}
              </Stack>
            </Card>
          ))
        }
      </QueryState>
      {pages > 1 && (
        <Center>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`admin.page.${control}`) })}
          />
        </Center>
      )}
    </Stack>
  );
}
