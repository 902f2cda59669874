// Project info card (spec 2 and 3): chain, contract, decimals, total supply, price and pool
// value when the pool can be read, followers and the listing date.
import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { ChainLabel } from '@/components/chain-label';
import { CopyButton } from '@/components/copy-button';
import { formatCount, formatDate, formatTokenAmount, formatUsd, shortAddress } from '@/lib/format';
import { quoteTokenUsd, usePrices } from '@/lib/prices';
import { useProjectPool } from '../api/get-project-pool';
import { poolLabel } from './project-badges';
import classes from './project-detail.module.css';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group
      justify="space-between"
      gap="sm"
      py={8}
      wrap="nowrap"
      className={classes.infoRow}
      data-testid={testId}
    >
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ minWidth: 0, textAlign: 'right' }}>{children}</div>
    </Group>
  );
}

/** The pool's USD price and value; a price in the quote token is converted with our prices. */
function usePoolUsd(project: Project) {
  const hasPool = Boolean(project.lpAddress);
  const pool = useProjectPool(project.id, { enabled: hasPool });
  const needsPrices = Boolean(
    pool.data && pool.data.price === null && pool.data.priceInPair !== null,
  );
  const prices = usePrices({ enabled: hasPool && Boolean(pool.data) });
  if (!pool.data) return null;
  const quoteUsd = quoteTokenUsd(pool.data.pair.quote, prices.data);
  const price =
    pool.data.price ??
    (needsPrices && pool.data.priceInPair !== null && quoteUsd !== null
      ? pool.data.priceInPair * quoteUsd
      : null);
  return { price, poolValue: pool.data.poolValue, pair: pool.data.pair };
}

export function ProjectInfoCard({ project }: { project: Project }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const pool = usePoolUsd(project);
  const label = poolLabel(project.router);
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="project-info-card">
      <Title order={2} size="h4" mb="xs">
        {t('project.info.title')}
      </Title>
      <Stack gap={0}>
        <Row label={t('project.info.chain')}>
          <Group justify="flex-end">
            <ChainLabel chain={project.chain} size="sm" />
          </Group>
        </Row>
        {project.contractAddress && (
          <Row label={t('project.info.contract')}>
            <Group gap={2} wrap="nowrap" justify="flex-end">
              <Text size="sm" ff="monospace" title={project.contractAddress}>
                {shortAddress(project.contractAddress)}
              </Text>
              <CopyButton
                value={project.contractAddress}
                label={t('project.copyAddress')}
                size="sm"
              />
            </Group>
          </Row>
        )}
        {project.decimals !== null && (
          <Row label={t('project.info.decimals')}>
            <Text size="sm">{project.decimals}</Text>
          </Row>
        )}
        {project.totalSupply && (
          <Row label={t('project.info.totalSupply')}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {formatTokenAmount(project.totalSupply, project.decimals ?? 0, language)}
              {project.symbol ? ` ${project.symbol}` : ''}
            </Text>
          </Row>
        )}
        {pool?.price != null && (
          <Row label={t('project.info.price')} testId="project-price">
            <Text size="sm" fw={600}>
              {formatUsd(pool.price, language)}
            </Text>
          </Row>
        )}
        {pool?.poolValue != null && (
          <Row label={t('project.info.poolValue')} testId="project-pool-value">
            <Text size="sm">
              {formatUsd(pool.poolValue, language)}
              <Text span c="dimmed" size="xs" ml={6}>
                {`${project.symbol ?? ''}/${pool.pair.quote}`}
                {label ? ` · ${label}` : ''}
              </Text>
            </Text>
          </Row>
        )}
        <Row label={t('project.info.followers')}>
          <Text size="sm" data-testid="followers-count">
            {formatCount(project.followersCount, language)}
          </Text>
        </Row>
        <Row label={t('project.info.listed')}>
          <Text size="sm">{formatDate(project.createdAt, language)}</Text>
        </Row>
      </Stack>
    </Paper>
  );
}
