// Types shared by the lazy wallet module and the code that loads it. Type-only: importing
// this file never pulls wallet code into the first page's bundle.
import type { WalletKind } from '@chainreview/shared';
import type { PairingState, PairingStatus } from './walletconnect-provider';

export interface WalletOption {
  /** 'injected', 'nabox', 'walletconnect', 'demo' or an EIP-6963 rdns such as io.metamask. */
  id: string;
  kind: WalletKind;
  name: string;
  icon?: string;
  /** False when the wallet is not installed; choosing it opens installUrl instead. */
  available: boolean;
  installUrl?: string;
}

export interface WalletAccount {
  address: `0x${string}`;
  chainId: number;
}

export type WalletStatus = 'connected' | 'connecting' | 'reconnecting' | 'disconnected';

export interface WalletConnectionState {
  status: WalletStatus;
  address: `0x${string}` | null;
  chainId: number | null;
  connectorId: string | null;
}

export interface WalletSetup {
  /** DEMO mode (system-configs `demo: true`): offer the in-page demo wallet. */
  demo: boolean;
  demoChainId: number;
  demoRpcUrl: string | null;
  demoPrivateKey: `0x${string}`;
  /** WalletConnect v2, offered only when the build has a project id (VITE_WALLETCONNECT_*). */
  walletConnect?: { projectId: string; relayUrl: string };
}

/** A WalletConnect pairing in progress, for the Connect Wallet dialog. */
export type { PairingState, PairingStatus };

export interface WalletController {
  options(): WalletOption[];
  /** Wallets announce themselves (EIP-6963) after load: the list can grow. */
  onOptionsChange(listener: (options: WalletOption[]) => void): () => void;
  /** Prompts the wallet for its accounts. */
  connect(optionId: string): Promise<WalletAccount>;
  /** Reconnects silently (eth_accounts, no prompt); null when the wallet does not authorize. */
  reconnect(optionId: string): Promise<WalletAccount | null>;
  signMessage(address: `0x${string}`, message: string): Promise<`0x${string}`>;
  switchChain(chainId: number): Promise<void>;
  /** The connected wallet's EIP-1193 provider (for contract writes), null when none. */
  getProvider?(): Promise<unknown>;
  disconnect(): Promise<void>;
  /** WalletConnect's pairing (URI and status) while the dialog waits for the wallet. */
  onPairing?(listener: (state: PairingState | null) => void): () => void;
  /** Abandons a WalletConnect pairing in progress (the dialog was closed or went back). */
  cancelPairing?(): void;
  state(): WalletConnectionState;
  watch(
    listener: (state: WalletConnectionState, previous: WalletConnectionState) => void,
  ): () => void;
}

export type CreateWalletController = (setup: WalletSetup) => WalletController;
