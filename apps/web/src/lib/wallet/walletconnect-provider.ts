// An EIP-1193 provider over a WalletConnect v2 session, for wagmi's injected connector (the
// same way the demo wallet plugs in). The official @walletconnect/sign-client is imported only
// when the provider is first used (choosing WalletConnect, or restoring a stored WalletConnect
// sign-in), so it is its own chunk, never part of the wallet module's first download.
//
// Offline: the client is created with telemetry off and without the Verify attestation (see
// `createClient`), so the only network it needs is the relay (VITE_WALLETCONNECT_RELAY_URL).
import type SignClient from '@walletconnect/sign-client';

type Listener = (...args: unknown[]) => void;
type Client = InstanceType<typeof SignClient>;
type Session = ReturnType<Client['session']['getAll']>[number];

export const WALLETCONNECT_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
];
export const WALLETCONNECT_EVENTS = ['chainChanged', 'accountsChanged'];

/** What the Connect Wallet dialog shows while a pairing is on the way. */
export type PairingStatus = 'starting' | 'waiting' | 'expired' | 'rejected' | 'failed';
export interface PairingState {
  status: PairingStatus;
  /** The `wc:` pairing URI (QR code, deep link, copy link); null until the relay took it. */
  uri: string | null;
}

export interface WalletConnectOptions {
  projectId: string;
  relayUrl: string;
  /** The app's chains, offered to the wallet as optional eip155 namespaces. */
  chainIds: number[];
  /** The chain to use when the wallet approved it (the donation chain). */
  preferredChainId: number;
}

export interface WalletConnectProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
  /** Ends the session on both sides (wallet and relay); resolves once the relay took it. */
  disconnectSession(): Promise<void>;
  /** Abandons a pairing in progress: the pending connect rejects as a user rejection. */
  cancelPairing(): void;
  pairing(): PairingState | null;
  onPairing(listener: (state: PairingState | null) => void): () => void;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly reason?: PairingStatus,
  ) {
    super(message);
  }
}

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };
// sign-client's own error codes (@walletconnect/utils SDK_ERRORS): the wallet rejected the
// proposal (5000..5002), and the message its approval promise rejects with on expiry.
const REJECTION_CODES = new Set([5000, 5001, 5002]);
const EXPIRY_MESSAGE = /expired/i;
/** How long the dialog waits for the relay to take the pairing before it says it failed. */
const PAIRING_START_TIMEOUT_MS = 20_000;

function accountsOf(session: Session): { address: `0x${string}`; chainId: number }[] {
  const list: { address: `0x${string}`; chainId: number }[] = [];
  for (const account of session.namespaces.eip155?.accounts ?? []) {
    const [ns, chain, address] = account.split(':');
    if (ns === 'eip155' && chain && address)
      list.push({ address: address as `0x${string}`, chainId: Number(chain) });
  }
  return list;
}

export function createWalletConnectProvider(options: WalletConnectOptions): WalletConnectProvider {
  const listeners = new Map<string, Set<Listener>>();
  const pairingListeners = new Set<(state: PairingState | null) => void>();
  let clientPromise: Promise<Client> | null = null;
  let session: Session | null = null;
  let chainId: number | null = null;
  let pairingState: PairingState | null = null;
  let cancelPending: ((error: Error) => void) | null = null;

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  const setPairing = (state: PairingState | null) => {
    pairingState = state;
    for (const listener of pairingListeners) listener(state);
  };

  function adopt(next: Session | null) {
    session = next;
    if (!next) {
      chainId = null;
      return;
    }
    const accounts = accountsOf(next);
    chainId =
      accounts.find((a) => a.chainId === options.preferredChainId)?.chainId ??
      accounts[0]?.chainId ??
      null;
  }

  function address(): `0x${string}` | null {
    if (!session) return null;
    const accounts = accountsOf(session);
    return (accounts.find((a) => a.chainId === chainId) ?? accounts[0])?.address ?? null;
  }

  /** The wallet (or the relay's expiry) ended the session: wagmi then disconnects. */
  function ended(topic: string) {
    if (!session || session.topic !== topic) return;
    adopt(null);
    emit('accountsChanged', []);
    emit('disconnect', new RpcError(4900, 'The wallet ended the WalletConnect session.'));
  }

  async function createClient(): Promise<Client> {
    const { SignClient } = await import('./walletconnect-client');
    const client = await SignClient.init({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      // Offline: no events to pulse.walletconnect.org.
      telemetryEnabled: false,
      logger: 'error',
      metadata: {
        name: 'ChainReview',
        description: 'Reviews and reputation for crypto projects',
        url: window.location.origin,
        icons: [`${window.location.origin}/favicon.svg`],
      },
    });
    // Offline: the Verify API attestation loads a hidden iframe from verify.walletconnect.org
    // before every proposal and request and waits up to 5 s for it; it only tells the wallet
    // that this origin is known to WalletConnect's registry, so the app sends none.
    client.core.verify.register = async () => '';
    client.on('session_delete', ({ topic }) => ended(topic));
    client.on('session_expire', ({ topic }) => ended(topic));
    client.on('session_update', ({ topic, params }) => {
      if (!session || session.topic !== topic) return;
      adopt({ ...session, namespaces: params.namespaces });
      const current = address();
      emit('accountsChanged', current ? [current] : []);
    });
    client.on('session_event', ({ topic, params }) => {
      if (!session || session.topic !== topic) return;
      if (params.event.name === 'chainChanged') {
        chainId = Number(params.event.data);
        emit('chainChanged', `0x${chainId.toString(16)}`);
      } else if (params.event.name === 'accountsChanged') {
        const data = (params.event.data as string[]).map((a) => a.split(':').pop() ?? a);
        emit('accountsChanged', data);
      }
    });
    // A session stored by an earlier visit (IndexedDB) comes back without a new pairing.
    const stored = client.session.getAll().filter((s) => s.expiry * 1000 > Date.now());
    adopt(stored.at(-1) ?? null);
    return client;
  }

  function client(): Promise<Client> {
    if (!clientPromise) {
      clientPromise = createClient();
      clientPromise.catch(() => {
        clientPromise = null;
      });
    }
    return clientPromise;
  }

  async function pair(): Promise<`0x${string}`[]> {
    setPairing({ status: 'starting', uri: null });
    const cancelled = new Promise<never>((_, reject) => {
      cancelPending = reject;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      // The relay unreachable: sign-client keeps retrying; the dialog says so after a while.
      const unreachable = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new RpcError(-32603, 'The WalletConnect relay did not answer')),
          PAIRING_START_TIMEOUT_MS,
        );
      });
      const start = async () => {
        const c = await client();
        if (session) {
          // A new sign-in starts from a fresh pairing: the old session is ended first.
          await c
            .disconnect({ topic: session.topic, reason: USER_DISCONNECTED })
            .catch(() => undefined);
          adopt(null);
        }
        const chains = [...new Set(options.chainIds)].map((id) => `eip155:${id}`);
        return c.connect({
          optionalNamespaces: {
            eip155: { chains, methods: WALLETCONNECT_METHODS, events: WALLETCONNECT_EVENTS },
          },
        });
      };
      const { uri, approval } = await Promise.race([start(), cancelled, unreachable]);
      clearTimeout(timer);
      if (!uri) throw new RpcError(-32603, 'WalletConnect gave no pairing URI');
      setPairing({ status: 'waiting', uri });
      const approved = await Promise.race([approval(), cancelled]);
      adopt(approved);
      const current = address();
      if (!current) throw new RpcError(4100, 'The wallet approved no eip155 account');
      setPairing(null);
      return [current];
    } catch (error) {
      const e = error as { code?: number; message?: string };
      const uri = pairingState?.uri ?? null;
      if (e instanceof RpcError && e.code === 4001 && e.reason === undefined) {
        setPairing(null);
        throw e;
      }
      if (typeof e.code === 'number' && REJECTION_CODES.has(e.code)) {
        setPairing({ status: 'rejected', uri });
        throw new RpcError(4001, e.message ?? 'Rejected', 'rejected');
      }
      if (EXPIRY_MESSAGE.test(e.message ?? '')) {
        setPairing({ status: 'expired', uri });
        throw new RpcError(4001, e.message ?? 'Expired', 'expired');
      }
      // The dialog says it (relay unreachable); no toast on top of it.
      setPairing({ status: 'failed', uri });
      throw new RpcError(4001, e.message ?? 'WalletConnect failed', 'failed');
    } finally {
      clearTimeout(timer);
      cancelPending = null;
    }
  }

  async function forward(method: string, params: unknown): Promise<unknown> {
    const c = await client();
    if (!session || chainId === null) throw new RpcError(4100, 'No WalletConnect session');
    try {
      return await c.request({
        topic: session.topic,
        chainId: `eip155:${chainId}`,
        request: { method, params },
      });
    } catch (error) {
      const e = error as { code?: number; message?: string };
      if (typeof e.code === 'number' && REJECTION_CODES.has(e.code))
        throw new RpcError(4001, e.message ?? 'Rejected');
      throw error;
    }
  }

  async function request({ method, params }: { method: string; params?: unknown }) {
    switch (method) {
      case 'eth_requestAccounts':
        return pair();
      case 'wallet_requestPermissions':
        // wagmi asks this first; WalletConnect has no permission prompt, pairing is the prompt.
        throw new RpcError(4200, 'wallet_requestPermissions is not supported');
      case 'eth_accounts': {
        await client();
        const current = address();
        return current ? [current] : [];
      }
      case 'eth_chainId':
        await client();
        return `0x${(chainId ?? options.preferredChainId).toString(16)}`;
      case 'net_version':
        await client();
        return String(chainId ?? options.preferredChainId);
      case 'wallet_revokePermissions':
        await disconnectSession();
        return null;
      case 'wallet_switchEthereumChain': {
        const target = Number((params as [{ chainId: string }])[0]?.chainId);
        const approved = session ? accountsOf(session).some((a) => a.chainId === target) : false;
        // A chain the session already holds is switched here; any other is the wallet's call.
        if (!approved) await forward(method, params);
        chainId = target;
        emit('chainChanged', `0x${target.toString(16)}`);
        return null;
      }
      default:
        return forward(method, params);
    }
  }

  async function disconnectSession() {
    if (!clientPromise) return;
    const c = await client();
    const current = session;
    adopt(null);
    if (current)
      await c
        .disconnect({ topic: current.topic, reason: USER_DISCONNECTED })
        .catch(() => undefined);
  }

  return {
    request,
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    disconnectSession,
    cancelPairing() {
      cancelPending?.(new RpcError(4001, 'The pairing was cancelled'));
      setPairing(null);
    },
    pairing: () => pairingState,
    onPairing(listener) {
      pairingListeners.add(listener);
      return () => pairingListeners.delete(listener);
    },
  };
}
