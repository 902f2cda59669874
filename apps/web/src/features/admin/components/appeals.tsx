// The appeals queue of the admin console: an author's one appeal against the removal of their
// review, with the rule it was removed under; restore brings the review back (audit row
// 'appeal.restore'), reject keeps it removed; the author is told either way.
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminAppeal } from '@chainreview/shared/moderation';
import { moderationReasonLabelKey } from '@chainreview/shared/moderation-rules';
import { paths } from '@/config/paths';
import { shortAddress } from '@/lib/format';
import { Link } from '@/lib/router';
import { useAdminList } from '../hooks/use-admin-list';
import { AdminList } from './admin-list';
import type { Ask } from './confirm-action';

const STATUSES = ['open', 'restored', 'rejected'] as const;

export function Appeals({ ask }: { ask: Ask }) {
  const { t, i18n } = useTranslation();
  const list = useAdminList<AdminAppeal, { status: string }>('appeals', '/admin/appeals', {
    status: 'open',
  });
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');
  return (
    <Stack data-testid="admin-appeals">
      <SegmentedControl
        aria-label={t('admin.filters.status')}
        value={list.filters.status}
        onChange={(v) => list.setFilter('status', v)}
        data={STATUSES.map((v) => ({ value: v, label: t(`admin.appeals.status.${v}`) }))}
      />
      <AdminList list={list} empty={t('admin.appeals.empty')}>
        {(rows) =>
          rows.map((a) => (
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
      </AdminList>
    </Stack>
  );
}
