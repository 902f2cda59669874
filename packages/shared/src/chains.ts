// Chains known to the product (spec 3 and 9): the chain slug, its EVM chain id when it has
// one, its native symbol, its explorer and a default public RPC.
import type { Chain } from './enums.ts';

export interface ChainInfo {
  chain: Chain;
  chainId: number | null;
  name: string;
  symbol: string;
  explorer: string | null;
  nodeRpcUrl: string | null;
}

export const CHAIN_INFO: Record<Chain, ChainInfo> = {
  bsc: {
    chain: 'bsc',
    chainId: 56,
    name: 'BNB Chain',
    symbol: 'BNB',
    explorer: 'https://bscscan.com',
    nodeRpcUrl: 'https://bsc-dataseed.binance.org',
  },
  ethereum: {
    chain: 'ethereum',
    chainId: 1,
    name: 'Ethereum',
    symbol: 'ETH',
    explorer: 'https://etherscan.io',
    nodeRpcUrl: 'https://cloudflare-eth.com',
  },
  eth: {
    chain: 'eth',
    chainId: 1,
    name: 'Ethereum',
    symbol: 'ETH',
    explorer: 'https://etherscan.io',
    nodeRpcUrl: 'https://cloudflare-eth.com',
  },
  ethereumpow: {
    chain: 'ethereumpow',
    chainId: 10001,
    name: 'EthereumPoW',
    symbol: 'ETHW',
    explorer: 'https://www.oklink.com/ethw',
    nodeRpcUrl: 'https://mainnet.ethereumpow.org',
  },
  polygon: {
    chain: 'polygon',
    chainId: 137,
    name: 'Polygon',
    symbol: 'MATIC',
    explorer: 'https://polygonscan.com',
    nodeRpcUrl: 'https://polygon-rpc.com',
  },
  fantom: {
    chain: 'fantom',
    chainId: 250,
    name: 'Fantom',
    symbol: 'FTM',
    explorer: 'https://ftmscan.com',
    nodeRpcUrl: 'https://rpc.ftm.tools',
  },
  dogechain: {
    chain: 'dogechain',
    chainId: 2000,
    name: 'Dogechain',
    symbol: 'DOGE',
    explorer: 'https://explorer.dogechain.dog',
    nodeRpcUrl: 'https://rpc.dogechain.dog',
  },
  arbitrum: {
    chain: 'arbitrum',
    chainId: 42161,
    name: 'Arbitrum',
    symbol: 'ETH',
    explorer: 'https://arbiscan.io',
    nodeRpcUrl: 'https://arb1.arbitrum.io/rpc',
  },
  avalanche: {
    chain: 'avalanche',
    chainId: 43114,
    name: 'Avalanche',
    symbol: 'AVAX',
    explorer: 'https://snowtrace.io',
    nodeRpcUrl: 'https://api.avax.network/ext/bc/C/rpc',
  },
  optimism: {
    chain: 'optimism',
    chainId: 10,
    name: 'Optimism',
    symbol: 'ETH',
    explorer: 'https://optimistic.etherscan.io',
    nodeRpcUrl: 'https://mainnet.optimism.io',
  },
  zksync: {
    chain: 'zksync',
    chainId: 324,
    name: 'zkSync Era',
    symbol: 'ETH',
    explorer: 'https://explorer.zksync.io',
    nodeRpcUrl: 'https://mainnet.era.zksync.io',
  },
  ronin: {
    chain: 'ronin',
    chainId: 2020,
    name: 'Ronin',
    symbol: 'RON',
    explorer: 'https://app.roninchain.com',
    nodeRpcUrl: 'https://api.roninchain.com/rpc',
  },
  solana: {
    chain: 'solana',
    chainId: null,
    name: 'Solana',
    symbol: 'SOL',
    explorer: 'https://solscan.io',
    nodeRpcUrl: null,
  },
  aptos: {
    chain: 'aptos',
    chainId: null,
    name: 'Aptos',
    symbol: 'APT',
    explorer: 'https://explorer.aptoslabs.com',
    nodeRpcUrl: null,
  },
  non_evm: {
    chain: 'non_evm',
    chainId: null,
    name: 'Other',
    symbol: '',
    explorer: null,
    nodeRpcUrl: null,
  },
};

/**
 * Networks the spec names (9: supported chain ids 25 and 128, BNB Testnet 97) that are no
 * project chain of the enumeration: wallets may sit on them, so system-configs lists them too.
 */
export const EXTRA_NETWORKS = ['cronos', 'heco', 'bsc_testnet'] as const;
export type ExtraNetwork = (typeof EXTRA_NETWORKS)[number];

export const NETWORK_INFO: Record<
  ExtraNetwork,
  Omit<ChainInfo, 'chain' | 'chainId'> & {
    chain: ExtraNetwork;
    chainId: number;
  }
> = {
  cronos: {
    chain: 'cronos',
    chainId: 25,
    name: 'Cronos',
    symbol: 'CRO',
    explorer: 'https://cronoscan.com',
    nodeRpcUrl: 'https://evm.cronos.org',
  },
  heco: {
    chain: 'heco',
    chainId: 128,
    name: 'Huobi',
    symbol: 'HT',
    explorer: 'https://hecoinfo.com',
    nodeRpcUrl: 'https://http-mainnet.hecochain.com',
  },
  bsc_testnet: {
    chain: 'bsc_testnet',
    chainId: 97,
    name: 'BNB Testnet',
    symbol: 'tBNB',
    explorer: 'https://testnet.bscscan.com',
    nodeRpcUrl: 'https://data-seed-prebsc-1-s1.binance.org:8545',
  },
};

/** The donation network (spec 5: reports and donations need BNB Chain). */
export const DEFAULT_CHAIN_ID = 56;
export const DEV_CHAIN_ID = 31337;

/**
 * Blocks a transaction needs (its own included) before money it moves counts: donations,
 * quest funding and claims stay pending until then. CHAIN_CONFIRMATIONS_<chainId> overrides.
 */
export const CHAIN_CONFIRMATIONS: Readonly<Record<number, number>> = {
  1: 12,
  56: 15,
  97: 15,
  [DEV_CHAIN_ID]: 1,
};
/** For a chain not listed above. */
export const CHAIN_CONFIRMATIONS_FALLBACK = 12;

export function defaultConfirmations(chainId: number): number {
  return CHAIN_CONFIRMATIONS[chainId] ?? CHAIN_CONFIRMATIONS_FALLBACK;
}

/**
 * One network rule (spec 5): donations, reports and quests all need the wallet on the
 * configured donation chain (system-configs donation.chainId: BNB Chain in production, the
 * dev chain in demo mode), BNB Chain when none is configured.
 */
export function actionChainId(donationChainId: number | null | undefined): number {
  return donationChainId ?? DEFAULT_CHAIN_ID;
}

/** The one display name of a network by chain id ('BNB Chain' for 56, never 'BSC'). */
export function chainName(chainId: number | undefined | null): string | null {
  if (chainId == null) return null;
  if (chainId === DEV_CHAIN_ID) return 'Dev Chain';
  const extra = Object.values(NETWORK_INFO).find((c) => c.chainId === chainId);
  if (extra) return extra.name;
  return Object.values(CHAIN_INFO).find((c) => c.chainId === chainId)?.name ?? null;
}

export function explorerAddressUrl(chain: Chain, address: string): string | null {
  const explorer = CHAIN_INFO[chain]?.explorer;
  if (!explorer) return null;
  if (chain === 'solana') return `${explorer}/token/${address}`;
  return `${explorer}/address/${address}`;
}

export function explorerTxUrl(explorer: string, hash: string): string {
  return `${explorer.replace(/\/$/, '')}/tx/${hash}`;
}

export interface QuoteToken {
  address: string;
  quote: 'WBNB' | 'WETH' | 'USDT' | 'USDC' | 'BUSD' | 'DAI';
  decimals: number;
}

/** Quote tokens that pools are priced against (spec 3 bscQuoteTokenAddress / ethQuoteTokenAddress). */
export const QUOTE_TOKENS: { bsc: QuoteToken[]; ethereum: QuoteToken[] } = {
  bsc: [
    { address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', quote: 'WBNB', decimals: 18 },
    { address: '0x55d398326f99059fF775485246999027B3197955', quote: 'USDT', decimals: 18 },
    { address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', quote: 'USDC', decimals: 18 },
    { address: '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56', quote: 'BUSD', decimals: 18 },
  ],
  ethereum: [
    { address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', quote: 'WETH', decimals: 18 },
    { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', quote: 'USDC', decimals: 6 },
    { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', quote: 'USDT', decimals: 6 },
    { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', quote: 'DAI', decimals: 18 },
  ],
};
