// Guards for actions that need a signed-in user (spec 6: otherwise the Connect Wallet modal
// opens) and, for reports, BNB Chain in the wallet (spec 5: otherwise Switch Network). The
// demo wallet lives on the local dev chain and is let through.
import { useCallback } from 'react';
import { DEFAULT_CHAIN_ID } from '@chainreview/shared/chains';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';

export function useSessionGuard() {
  const session = useSession();

  /** Runs `action` when signed in, else opens the Connect Wallet modal. */
  const requireSignIn = useCallback(
    (action: () => void) => {
      if (!session.isAuthenticated) session.openConnectModal();
      else action();
    },
    [session],
  );

  /** As requireSignIn, and the wallet must be on BNB Chain when it is connected here. */
  const requireNetwork = useCallback(
    (action: () => void) => {
      requireSignIn(() => {
        const { wallet } = session;
        const wrongChain =
          wallet.connected &&
          wallet.chainId !== null &&
          wallet.chainId !== DEFAULT_CHAIN_ID &&
          storage.get('wallet_kind') !== 'demo';
        if (wrongChain) session.openSwitchNetworkModal();
        else action();
      });
    },
    [requireSignIn, session],
  );

  return { requireSignIn, requireNetwork, session };
}
