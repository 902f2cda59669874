// The one network rule on the web (spec 5): reports, donations and quests need the wallet on
// the configured donation chain; the Switch Network modal names it and, once the wallet has
// switched, carries on with the action that asked for it.
import { useCallback } from 'react';
import { actionChainId, chainName } from '@chainreview/shared/chains';
import { useSession } from './session';
import { storage } from './storage';
import { useSystemConfig } from './system-config';

export interface ActionChain {
  chainId: number;
  name: string;
}

/** The chain that reports, donations and quests need, with its display name. */
export function useActionChain(): ActionChain {
  const config = useSystemConfig();
  const chainId = actionChainId(config.data?.donation.chainId);
  const name =
    config.data?.chains.find((c) => c.chainId === chainId)?.name ??
    chainName(chainId) ??
    `Chain ${chainId}`;
  return { chainId, name };
}

/** Whether a wallet on `walletChainId` must switch before a chain action. */
export function mustSwitch(
  wallet: { connected: boolean; chainId: number | null },
  required: number,
): boolean {
  // The Demo wallet lives on the dev chain only: it cannot switch, and demo mode's donation
  // chain is that chain anyway.
  if (storage.get('wallet_kind') === 'demo') return false;
  return wallet.connected && wallet.chainId !== null && wallet.chainId !== required;
}

/** Runs `action` when the wallet is on the action chain, else opens Switch Network first. */
export function useNetworkGuard() {
  const session = useSession();
  const { chainId } = useActionChain();
  return useCallback(
    (action: () => void) => {
      if (mustSwitch(session.wallet, chainId)) session.openSwitchNetworkModal(action);
      else action();
    },
    [session, chainId],
  );
}
