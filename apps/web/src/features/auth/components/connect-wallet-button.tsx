import { Button, type ButtonProps } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';

/** The nav's sign-in entry: opens the Connect Wallet modal. */
export function ConnectWalletButton(props: ButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Button
      leftSection={<IconWallet size={18} />}
      data-testid="connect-wallet-button"
      data-focus-key="account"
      loading={session.status === 'restoring'}
      onClick={session.openConnectModal}
      {...props}
    >
      {t('nav.connectWallet')}
    </Button>
  );
}
