import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chainName } from '@chainreview/shared/chains';
import { useSession } from '@/lib/session';

/** The connected wallet's network name, shown in the nav when signed in (spec 2). */
export function ChainBadge() {
  const { t } = useTranslation();
  const { isAuthenticated, wallet } = useSession();
  if (!isAuthenticated || !wallet.connected || wallet.chainId == null) return null;
  const name = chainName(wallet.chainId) ?? t('nav.unknownChain', { chainId: wallet.chainId });
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
