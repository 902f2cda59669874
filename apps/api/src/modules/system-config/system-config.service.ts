// The public system configuration (spec 3 "System configs"): chains, holder tiers, levels,
// energy costs, quote tokens, limits and the donation block.
import {
  CHAINS,
  CHAIN_INFO,
  ENERGY,
  LIMITS,
  PUBLIC_SOCIAL_LINKS_LEVEL,
  SCORE_LEVELS,
  TOKEN_HOLDER_PERCENT,
  type SystemConfig,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';

export interface DonationRuntime {
  contractAddress: string;
  busdAddress: string;
  chainId: number;
  fee: number;
  feeDivisor: number;
  nodeRpcUrl?: string;
}

export function buildSystemConfig(deps: Deps, options: { demo: boolean; donation?: DonationRuntime | null }): SystemConfig {
  const donation = options.donation ?? null;
  const chains = CHAINS.map((chain) => {
    const info = CHAIN_INFO[chain];
    const override = info.chainId ? deps.config.chainRpcUrls[info.chainId] : undefined;
    return {
      chain,
      chainId: info.chainId,
      symbol: info.symbol,
      name: info.name,
      icon: { url: `/chains/${chain}.svg` },
      explorer: info.explorer,
      blockExplorerUrl: info.explorer,
      nodeRpcUrl: override ?? info.nodeRpcUrl,
    };
  });
  return {
    chains,
    tokenHolderPercent: TOKEN_HOLDER_PERCENT.map((t) => ({ ...t })),
    scoreLevel: SCORE_LEVELS.map((l) => ({ ...l })),
    fullEnergyLevel: ENERGY.fullEnergyLevel,
    reviewEnergy: ENERGY.reviewEnergy,
    voteEnergy: ENERGY.voteEnergy,
    recycleEnergyStep: ENERGY.recycleEnergyStep,
    publicSocialLinksLevel: PUBLIC_SOCIAL_LINKS_LEVEL,
    bscQuoteTokenAddress: [
      { address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', quote: 'WBNB', decimals: 18 },
      { address: '0x55d398326f99059fF775485246999027B3197955', quote: 'USDT', decimals: 18 },
      { address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', quote: 'USDC', decimals: 18 },
      { address: '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56', quote: 'BUSD', decimals: 18 },
    ],
    ethQuoteTokenAddress: [
      { address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', quote: 'WETH', decimals: 18 },
      { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', quote: 'USDC', decimals: 6 },
      { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', quote: 'USDT', decimals: 6 },
      { address: '0x6B175474E89094C44Da98b954EedeB40c52b3c8F', quote: 'DAI', decimals: 18 },
    ],
    limits: { ...LIMITS },
    donation: {
      enabled: donation !== null,
      reason: donation ? null : 'Donations are not configured on this server.',
      contractAddress: donation?.contractAddress ?? null,
      chainId: donation?.chainId ?? null,
      busdAddress: donation?.busdAddress ?? null,
      fee: donation?.fee ?? null,
      feeDivisor: donation?.feeDivisor ?? null,
      minBNB: LIMITS.donation.minBNB,
      maxBNB: LIMITS.donation.maxBNB,
      minBUSD: LIMITS.donation.minBUSD,
      maxBUSD: LIMITS.donation.maxBUSD,
      messageMax: LIMITS.donation.messageMax,
    },
    demo: options.demo,
  };
}
