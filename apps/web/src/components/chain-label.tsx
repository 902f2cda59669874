// A chain's icon and name (system-configs chains, else the built-in list of spec 9).
import { Avatar, Badge, Group, Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHAIN_INFO } from '@chainreview/shared/chains';
import type { Chain } from '@chainreview/shared/enums';
import { useSystemConfig } from '@/lib/system-config';

export function useChainInfo(chain: Chain) {
  const { t } = useTranslation();
  const { data } = useSystemConfig();
  const config = data?.chains.find((c) => c.chain === chain);
  const fallback = CHAIN_INFO[chain];
  const name =
    chain === 'non_evm' ? t('chains.non_evm') : (config?.name ?? fallback?.name ?? chain);
  return {
    name,
    icon: config?.icon.url ?? `/chains/${chain}.svg`,
    explorer: config?.explorer ?? config?.blockExplorerUrl ?? fallback?.explorer ?? null,
  };
}

/** The explorer page of an address on a chain, or null when the chain has no explorer. */
export function explorerUrl(explorer: string | null, chain: Chain, address: string): string | null {
  if (!explorer) return null;
  const base = explorer.replace(/\/$/, '');
  return chain === 'solana' ? `${base}/token/${address}` : `${base}/address/${address}`;
}

export function ChainLabel({
  chain,
  size = 'sm',
  variant = 'text',
}: {
  chain: Chain;
  size?: MantineSize;
  /** 'badge' for headers, 'text' inside rows. */
  variant?: 'text' | 'badge';
}) {
  const { name, icon } = useChainInfo(chain);
  const iconSize = size === 'xs' ? 14 : size === 'sm' ? 16 : 20;
  const img = <Avatar src={icon} alt="" size={iconSize} radius="xl" />;
  if (variant === 'badge')
    return (
      <Badge
        variant="light"
        color="gray"
        radius="sm"
        size={size === 'xs' ? 'sm' : 'lg'}
        tt="none"
        leftSection={img}
        data-testid="chain-label"
      >
        {name}
      </Badge>
    );
  return (
    <Group gap={6} wrap="nowrap" data-testid="chain-label">
      {img}
      <Text size={size} c="dimmed" truncate>
        {name}
      </Text>
    </Group>
  );
}
