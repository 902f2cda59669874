import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chainName, DEV_CHAIN_ID } from '@chainreview/shared/chains';
import { useSession } from '@/lib/session';

/** A wallet network's name: the local development chain's in the reader's language. */
export function useNetworkName(): (chainId: number) => string {
  const { t } = useTranslation();
  return (chainId) =>
    chainId === DEV_CHAIN_ID
      ? t('nav.devChain')
      : (chainName(chainId) ?? t('nav.unknownChain', { chainId }));
}

/** The connected wallet's network name, shown in the nav when signed in (spec 2). */
export function ChainBadge() {
  const { t } = useTranslation();
  const { isAuthenticated, wallet } = useSession();
  const networkName = useNetworkName();
  if (!isAuthenticated || !wallet.connected || wallet.chainId == null) return null;
  const name = networkName(wallet.chainId);
  return (
    <Badge
      variant="light"
      size="lg"
      radius="sm"
      title={t('nav.network')}
      data-testid="chain-name"
      tt="none"
    >
      {name}
    </Badge>
  );
}
