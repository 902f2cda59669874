// The wallet module, loaded lazily with import() so wagmi, its connectors and viem's
// accounts stay out of the first page's bundle. Built on @wagmi/core actions (through
// wagmi's subpath exports), so no WagmiProvider is needed in the React tree.
import { createConfig, http, injected, type Connector } from 'wagmi';
import {
  connect,
  disconnect,
  getConnection,
  reconnect,
  signMessage,
  switchChain,
  watchConnection,
  watchConnectors,
} from 'wagmi/actions';
import {
  arbitrum,
  avalanche,
  bsc,
  bscTestnet,
  cronos,
  dogechain,
  fantom,
  hardhat,
  mainnet,
  optimism,
  polygon,
} from 'viem/chains';
import { defineChain } from 'viem';
import { createDemoProvider } from './demo-provider';
import { createWalletConnectProvider, type WalletConnectProvider } from './walletconnect-provider';
import type {
  CreateWalletController,
  WalletAccount,
  WalletConnectionState,
  WalletController,
  WalletOption,
} from './types';

export { DEMO_PRIVATE_KEY } from './demo-provider';

const NABOX_URL = 'https://nabox.io';
const FIXED_IDS = new Set(['injected', 'nabox', 'demo', 'walletconnect']);

declare global {
  interface Window {
    NaboxWallet?: unknown;
  }
}

function hasWindowEthereum(): boolean {
  return typeof window !== 'undefined' && Boolean((window as { ethereum?: unknown }).ethereum);
}

export const createWalletController: CreateWalletController = (setup) => {
  const knownChains = [
    bsc,
    mainnet,
    bscTestnet,
    optimism,
    cronos,
    polygon,
    fantom,
    dogechain,
    arbitrum,
    avalanche,
    hardhat,
  ];
  const demoChain = knownChains.find((c) => c.id === setup.demoChainId)
    ? null
    : defineChain({
        id: setup.demoChainId,
        name: 'Dev Chain',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: setup.demoRpcUrl ? [setup.demoRpcUrl] : [] } },
      });
  const chains = [...knownChains, ...(demoChain ? [demoChain] : [])] as unknown as readonly [
    typeof bsc,
    ...(typeof bsc)[],
  ];

  const connectorFns = [
    injected({ shimDisconnect: true }),
    injected({
      shimDisconnect: true,
      target: {
        id: 'nabox',
        name: 'Nabox',
        provider: (w) => (w as (Window & { NaboxWallet?: never }) | undefined)?.NaboxWallet,
      },
    }),
  ];
  if (setup.demo) {
    const provider = createDemoProvider({
      privateKey: setup.demoPrivateKey,
      chainId: setup.demoChainId,
      rpcUrl: setup.demoRpcUrl,
    });
    connectorFns.push(
      injected({
        shimDisconnect: true,
        target: { id: 'demo', name: 'Demo wallet', provider: provider as never },
      }),
    );
  }

  // WalletConnect: an EIP-1193 provider over a sign-client session (the client itself loads
  // on first use), plugged in like the demo wallet.
  let walletConnect: WalletConnectProvider | null = null;
  if (setup.walletConnect) {
    walletConnect = createWalletConnectProvider({
      ...setup.walletConnect,
      chainIds: chains.map((c) => c.id),
      preferredChainId: setup.demoChainId,
    });
    const provider = walletConnect;
    connectorFns.push(
      injected({
        shimDisconnect: true,
        target: { id: 'walletconnect', name: 'WalletConnect', provider: provider as never },
      }),
    );
  }

  const config = createConfig({
    chains,
    connectors: connectorFns,
    multiInjectedProviderDiscovery: true,
    transports: Object.fromEntries(
      chains.map((c) => [
        c.id,
        http(c.id === setup.demoChainId && setup.demoRpcUrl ? setup.demoRpcUrl : undefined),
      ]),
    ) as never,
  });

  const byId = (id: string): Connector | undefined => config.connectors.find((c) => c.id === id);

  function options(): WalletOption[] {
    const list: WalletOption[] = [];
    for (const connector of config.connectors) {
      if (FIXED_IDS.has(connector.id)) continue;
      // EIP-6963 announcements: one per installed wallet, id = rdns.
      list.push({
        id: connector.id,
        kind: 'injected',
        name: connector.name,
        icon: connector.icon,
        available: true,
      });
    }
    if (hasWindowEthereum())
      list.push({ id: 'injected', kind: 'injected', name: 'Browser Wallet', available: true });
    const naboxInstalled = typeof window !== 'undefined' && Boolean(window.NaboxWallet);
    list.push({
      id: 'nabox',
      kind: 'nabox',
      name: 'Nabox',
      available: naboxInstalled,
      installUrl: naboxInstalled ? undefined : NABOX_URL,
    });
    if (walletConnect)
      list.push({
        id: 'walletconnect',
        kind: 'walletconnect',
        name: 'WalletConnect',
        available: true,
      });
    if (setup.demo) list.push({ id: 'demo', kind: 'demo', name: 'Demo wallet', available: true });
    return list;
  }

  function state(): WalletConnectionState {
    const c = getConnection(config);
    return {
      status: c.status,
      address: c.address ?? null,
      chainId: c.chainId ?? null,
      connectorId: c.connector?.id ?? null,
    };
  }

  /** Waits a moment for a wallet that announces itself late (EIP-6963). */
  async function findConnector(id: string, waitMs = 800): Promise<Connector | undefined> {
    const found = byId(id);
    if (found || waitMs <= 0) return found;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        stop();
        resolve(byId(id));
      }, waitMs);
      const stop = watchConnectors(config, {
        onChange() {
          const connector = byId(id);
          if (connector) {
            clearTimeout(timer);
            stop();
            resolve(connector);
          }
        },
      });
    });
  }

  const controller: WalletController = {
    options,
    onOptionsChange(listener) {
      return watchConnectors(config, { onChange: () => listener(options()) });
    },
    async connect(optionId) {
      const connector = await findConnector(optionId, 0);
      if (!connector)
        throw Object.assign(new Error('No provider was found'), { code: 'NO_PROVIDER' });
      if (getConnection(config).status === 'connected')
        await disconnect(config).catch(() => undefined);
      const result = await connect(config, { connector });
      const address = result.accounts[0];
      if (!address) throw Object.assign(new Error('No account'), { code: 'NO_ACCOUNT' });
      return { address, chainId: result.chainId } satisfies WalletAccount;
    },
    async reconnect(optionId) {
      const connector = await findConnector(optionId);
      if (!connector) return null;
      const connections = await reconnect(config, { connectors: [connector] }).catch(() => []);
      const first = connections[0];
      const address = first?.accounts[0];
      return first && address ? { address, chainId: first.chainId } : null;
    },
    async signMessage(address, message) {
      const connector = getConnection(config).connector;
      return signMessage(config, { account: address, message, connector });
    },
    async switchChain(chainId) {
      await switchChain(config, { chainId: chainId as never });
    },
    async getProvider() {
      const connector = getConnection(config).connector;
      return connector ? connector.getProvider() : null;
    },
    async disconnect() {
      // WalletConnect: the session delete must reach the relay before the page reloads.
      if (walletConnect && getConnection(config).connector?.id === 'walletconnect')
        await walletConnect.disconnectSession();
      await disconnect(config).catch(() => undefined);
    },
    onPairing(listener) {
      return walletConnect ? walletConnect.onPairing(listener) : () => undefined;
    },
    cancelPairing() {
      walletConnect?.cancelPairing();
    },
    state,
    watch(listener) {
      return watchConnection(config, {
        onChange(current, previous) {
          listener(
            {
              status: current.status,
              address: current.address ?? null,
              chainId: current.chainId ?? null,
              connectorId: current.connector?.id ?? null,
            },
            {
              status: previous.status,
              address: previous.address ?? null,
              chainId: previous.chainId ?? null,
              connectorId: previous.connector?.id ?? null,
            },
          );
        },
      });
    },
  };
  return controller;
};
