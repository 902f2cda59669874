// The Connect Wallet dialog's wallet list: the wallet module loads when the dialog opens, and
// the list follows wallets that announce themselves later (EIP-6963).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import type { WalletController, WalletOption } from '@/lib/wallet/types';

export function useWalletOptions(open: boolean, loadController: () => Promise<WalletController>) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<WalletOption[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    setLoadError(null);
    loadController().then(
      (controller) => {
        if (cancelled) return;
        setOptions(controller.options());
        stop = controller.onOptionsChange((list) => setOptions(list));
      },
      (error: unknown) => {
        if (!cancelled) setLoadError(errorMessage(error, t));
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [open, loadController, t]);

  return { options, loadError };
}
