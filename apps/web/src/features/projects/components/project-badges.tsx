// Audit, CoinMarketCap, CoinGecko and DEX badges (spec 2); the DEX badge carries the pool
// label: router 1 is a V2 pool, any other router V3.
import type { ReactNode } from 'react';
import { Badge, Group } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import {
  IconChartCandle,
  IconCoin,
  IconShieldCheck,
  IconSwitchHorizontal,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { explorerUrl, useChainInfo } from '@/components/chain-label';

export function poolLabel(router: number | null): 'V2' | 'V3' | null {
  if (router === null || router === undefined) return null;
  return router === 1 ? 'V2' : 'V3';
}

function LinkBadge({
  href,
  label,
  tooltip,
  color,
  icon,
  testId,
}: {
  href: string | null;
  label: string;
  tooltip: string;
  color: string;
  icon: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const badge = (
    <Badge
      component={href ? 'a' : 'span'}
      {...(href
        ? {
            href,
            target: '_blank',
            rel: 'noopener noreferrer nofollow',
            'aria-label': t('common.externalLink', { label: tooltip }),
          }
        : {})}
      variant="light"
      color={color}
      radius="sm"
      size="lg"
      tt="none"
      leftSection={icon}
      style={{ cursor: href ? 'pointer' : 'default' }}
      data-testid={testId}
    >
      {label}
    </Badge>
  );
  return (
    <Tooltip label={tooltip} withArrow withinPortal>
      {badge}
    </Tooltip>
  );
}

export function ProjectBadges({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { explorer } = useChainInfo(project.chain);
  const pool = poolLabel(project.router);
  const items = [
    project.auditLink && (
      <LinkBadge
        key="audit"
        href={project.auditLink}
        label={t('project.badges.audit')}
        tooltip={t('project.badges.auditTooltip')}
        color="teal"
        icon={<IconShieldCheck size={14} />}
        testId="badge-audit"
      />
    ),
    project.coinMarketCapLink && (
      <LinkBadge
        key="cmc"
        href={project.coinMarketCapLink}
        label="CMC"
        tooltip={t('project.badges.cmcTooltip')}
        color="blue"
        icon={<IconChartCandle size={14} />}
        testId="badge-cmc"
      />
    ),
    project.coinGeckoLink && (
      <LinkBadge
        key="cg"
        href={project.coinGeckoLink}
        label="CG"
        tooltip={t('project.badges.cgTooltip')}
        color="lime"
        icon={<IconCoin size={14} />}
        testId="badge-cg"
      />
    ),
    project.lpAddress && pool && (
      <LinkBadge
        key="dex"
        href={explorerUrl(explorer, project.chain, project.lpAddress)}
        label={t('project.badges.dex', { version: pool })}
        tooltip={t('project.badges.dexTooltip', { version: pool })}
        color="grape"
        icon={<IconSwitchHorizontal size={14} />}
        testId="badge-dex"
      />
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <Group gap={6} data-testid="project-badges">
      {items}
    </Group>
  );
}
