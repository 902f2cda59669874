// The Switch Network dialog: open it (with what to do once the wallet is on the action chain),
// switch, then go on with what asked for it (a report, a donation).
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { actionChainId } from '@chainreview/shared/chains';
import { showErrorToast } from '@/lib/error-toast';
import { isUserRejection } from '@/lib/errors';
import { useActionChain } from '@/lib/network';
import { systemConfigQueryOptions } from '@/lib/system-config';
import type { WalletController } from '@/lib/wallet/types';

export function useSwitchNetwork(
  loadController: () => Promise<WalletController>,
  /** Called with the new chain once the wallet switched. */
  onSwitched: (chainId: number) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [switching, setSwitching] = useState(false);
  const afterSwitch = useRef<(() => void) | null>(null);
  const actionChain = useActionChain();

  const open = useCallback((then?: () => void) => {
    afterSwitch.current = then ?? null;
    setOpened(true);
  }, []);

  const close = useCallback(() => {
    afterSwitch.current = null;
    setOpened(false);
  }, []);

  const switchToActionChain = useCallback(async () => {
    setSwitching(true);
    try {
      const controller = await loadController();
      // One network rule (lib/network): the donation chain of system-configs.
      const config = await queryClient
        .fetchQuery(systemConfigQueryOptions())
        .catch(() => undefined);
      const chainId = actionChainId(config?.donation?.chainId);
      await controller.switchChain(chainId);
      onSwitched(chainId);
      setOpened(false);
      const next = afterSwitch.current;
      afterSwitch.current = null;
      next?.();
    } catch (error) {
      // Spec 8: a failing switch is logged; the user sees why it did not happen.
      console.warn('wallet_switchEthereumChain failed', error);
      if (!isUserRejection(error))
        showErrorToast(t('switchNetwork.named.failed', { name: actionChain.name }), t);
    } finally {
      setSwitching(false);
    }
  }, [loadController, queryClient, t, actionChain.name, onSwitched]);

  return { opened, switching, open, close, switchToActionChain };
}
