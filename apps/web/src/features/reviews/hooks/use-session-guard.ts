// Guards for actions that need a signed-in user (spec 6: otherwise the Connect Wallet modal
// opens) and, for reports, the wallet on the action chain (spec 5, lib/network: otherwise
// Switch Network, which carries on with the report once switched).
import { useCallback } from 'react';
import { useNetworkGuard } from '@/lib/network';
import { useSession } from '@/lib/session';

export function useSessionGuard() {
  const session = useSession();
  const onActionChain = useNetworkGuard();

  /** Runs `action` when signed in, else opens the Connect Wallet modal. */
  const requireSignIn = useCallback(
    (action: () => void) => {
      if (!session.isAuthenticated) session.openConnectModal();
      else action();
    },
    [session],
  );

  /** As requireSignIn, and the wallet must be on the action chain when connected here. */
  const requireNetwork = useCallback(
    (action: () => void) => requireSignIn(() => onActionChain(action)),
    [requireSignIn, onActionChain],
  );

  return { requireSignIn, requireNetwork, session };
}
