// /transparency: the admin team's decisions per UTC month, from GET /api/public/transparency
// (computed from the audit trail): reports received, upheld and dismissed, content removed by
// rule, reviews restored after an appeal, and the median time from a report to its decision.
import { Alert, Anchor, Code, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TransparencyMonth } from '@chainreview/shared/moderation';
import { MODERATION_REASONS, moderationReasonLabelKey } from '@chainreview/shared/moderation-rules';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useSearchParams } from '@/lib/router';
import { useTransparency } from '@/features/removal/api/removal-api';
import { formatDuration } from '@/features/removal/duration';

const COLUMNS = [
  'month',
  'received',
  'upheld',
  'dismissed',
  'removals',
  'restored',
  'median',
] as const;

export default function TransparencyPage() {
  const { t } = useTranslation();
  const figures = useTransparency();
  const [params] = useSearchParams();
  const entry = params.get('entry');
  return (
    <Stack gap="lg" data-testid="transparency-page">
      <PageTitle title={t('transparency.title')} />
      <Text c="dimmed">{t('transparency.intro')}</Text>
      {entry && /^\d+$/.test(entry) && (
        <Alert variant="light" title={t('transparency.entryTitle', { index: entry })}>
          <Text size="sm">{t('transparency.entryText')}</Text>
          <Code>npm run verify-log -- {window.location.origin}</Code>
        </Alert>
      )}
      <section aria-labelledby="transparency-months">
        <Title order={2} size="h4" id="transparency-months" mb="sm">
          {t('transparency.monthsTitle')}
        </Title>
        <QueryState
          query={figures}
          loading={
            <Stack gap="xs" aria-busy aria-label={t('transparency.loading')}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={36} />
              ))}
            </Stack>
          }
          renderError={() => (
            <Alert color="red" role="alert">
              {t('transparency.error')}
            </Alert>
          )}
          isEmpty={(months) => months.length === 0}
          empty={
            <Text c="dimmed" data-testid="transparency-empty">
              {t('transparency.empty')}
            </Text>
          }
        >
          {(months) => <MonthsTable months={months} />}
        </QueryState>
      </section>
      <section aria-labelledby="transparency-how">
        <Title order={2} size="h4" id="transparency-how" mb={4}>
          {t('transparency.howTitle')}
        </Title>
        <Text>{t('transparency.howText')}</Text>
        <Text mt="xs">
          <Anchor href="/api/public/transparency">{t('transparency.json')}</Anchor>
        </Text>
      </section>
    </Stack>
  );
}

function MonthsTable({ months }: { months: TransparencyMonth[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <Paper withBorder radius="md">
      {/* a native scroller a keyboard can reach and scroll (named for screen readers) */}
      <Table.ScrollContainer
        minWidth={640}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={t('transparency.caption')}
      >
        <Table striped data-testid="transparency-table">
          <caption style={{ captionSide: 'top', textAlign: 'start', padding: '8px 12px' }}>
            <Text size="sm" c="dimmed" component="span">
              {t('transparency.caption')}
            </Text>
          </caption>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((c) => (
                <Table.Th key={c} scope="col">
                  {t(`transparency.columns.${c}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((m) => {
              const [year, month] = m.month.split('-').map(Number);
              const reasons = MODERATION_REASONS.filter((r) => m.removals.byReason[r] > 0);
              return (
                <Table.Tr key={m.month} data-month={m.month}>
                  <Table.Th scope="row">
                    {monthName.format(new Date(Date.UTC(year!, month! - 1, 1)))}
                  </Table.Th>
                  <Table.Td>{number.format(m.reportsReceived)}</Table.Td>
                  <Table.Td>{number.format(m.reportsUpheld)}</Table.Td>
                  <Table.Td>{number.format(m.reportsDismissed)}</Table.Td>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {number.format(m.removals.total)}
                    </Text>
                    {reasons.length > 0 && (
                      <Text
                        component="ul"
                        size="xs"
                        c="dimmed"
                        style={{ margin: 0, paddingInlineStart: 16 }}
                      >
                        {reasons.map((r) => (
                          <li key={r}>
                            {t(moderationReasonLabelKey(r))}:{' '}
                            {number.format(m.removals.byReason[r])}
                          </li>
                        ))}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{number.format(m.restoredAfterAppeal)}</Table.Td>
                  <Table.Td>
                    {m.medianDecisionSeconds == null
                      ? '—'
                      : formatDuration(m.medianDecisionSeconds, i18n.language)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
