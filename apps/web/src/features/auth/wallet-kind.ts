import type { WalletKind } from '@chainreview/shared';

/** The wallet kind stored for a wallet option (EIP-6963 wallets are injected ones). */
export function walletKindOf(optionId: string): WalletKind {
  if (optionId === 'nabox' || optionId === 'demo' || optionId === 'walletconnect') return optionId;
  return 'injected';
}
