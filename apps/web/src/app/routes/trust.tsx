// /trust: how ChainReview keeps reviews verifiable and rankings honest, with live
// figures from GET /api/public/trust.
import type { ReactNode } from 'react';
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRUSTED_RATING } from '@chainreview/shared/trusted-rating';
import { VOTE_INTEGRITY } from '@chainreview/shared/vote-integrity';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const FIGURES = [
  'reviewsSigned',
  'votesReversed',
  'ringsFound',
  'reportsUpheld',
  'reportsDismissed',
] as const;

const SECTIONS = ['signed', 'history', 'serial', 'rings', 'trusted', 'owners', 'reports'] as const;

export default function TrustPage() {
  const { t, i18n } = useTranslation();
  const figures = useQuery({
    queryKey: [...queryRoots.trust, 'figures'],
    queryFn: ({ signal }) => api.get('/public/trust', { signal }).then((b) => b.data),
  });
  const number = new Intl.NumberFormat(i18n.language);
  const values = {
    votes: VOTE_INTEGRITY.serialMinVotes,
    hours: VOTE_INTEGRITY.serialWindowMs / 3_600_000,
    pair: VOTE_INTEGRITY.ringMinPairVotes,
    lift: VOTE_INTEGRITY.ringMinLift,
    prior: TRUSTED_RATING.prior,
  };
  return (
    <Stack gap="lg" data-testid="trust-page">
      <PageTitle title={t('trust.title')} />
      <Text c="dimmed">{t('trust.intro')}</Text>
      <section aria-labelledby="trust-figures">
        <Title order={2} size="h4" id="trust-figures" mb="sm">
          {t('trust.figuresTitle')}
        </Title>
        <QueryState
          query={figures}
          loading={<FigureGrid value={() => <Skeleton height={28} width={60} />} />}
          renderError={() => <Alert color="red">{t('trust.figuresError')}</Alert>}
        >
          {(data) => (
            <FigureGrid
              value={(key) => (
                <Text fw={800} fz="xl">
                  {number.format(data[key])}
                </Text>
              )}
            />
          )}
        </QueryState>
      </section>
      {SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`trust-${key}`}>
          <Title order={2} size="h4" id={`trust-${key}`} mb={4}>
            {t(`trust.sections.${key}.title`)}
          </Title>
          <Text>{t(`trust.sections.${key}.body`, values)}</Text>
        </section>
      ))}
    </Stack>
  );
}

/** The figure cards, each with its value (or its skeleton) over its label. */
function FigureGrid({ value }: { value: (key: (typeof FIGURES)[number]) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
      {FIGURES.map((key) => (
        <Paper key={key} withBorder radius="md" p="md" data-testid={`trust-figure-${key}`}>
          {value(key)}
          <Text size="sm" c="dimmed">
            {t(`trust.figures.${key}`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
