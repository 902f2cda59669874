// The public system configuration (spec 3 "System configs"): chains, holder tiers, levels,
// energy costs, quote tokens, limits and the donation block.
import {
  CHAINS,
  CHAIN_INFO,
  ENERGY,
  LIMITS,
  NETWORK_INFO,
  PUBLIC_SOCIAL_LINKS_LEVEL,
  QUOTE_TOKENS,
  chainName,
  reviewSignatureChainIds,
  SCORE_LEVELS,
  TOKEN_HOLDER_PERCENT,
  type SystemConfig,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { donationDisabledReason, type DonationRuntime } from '../../chain/donation.ts';

export type { DonationRuntime };

export function buildSystemConfig(
  deps: Deps,
  options: { demo: boolean; donation?: DonationRuntime | null },
): SystemConfig {
  const donation = options.donation ?? null;
  const chains: SystemConfig['chains'] = CHAINS.map((chain) => {
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
  for (const info of Object.values(NETWORK_INFO)) {
    chains.push({
      ...info,
      icon: { url: `/chains/${info.chain}.svg` },
      blockExplorerUrl: info.explorer,
      nodeRpcUrl: deps.config.chainRpcUrls[info.chainId] ?? info.nodeRpcUrl,
    });
  }
  // the demo dev chain (31337) is no product chain: it gets its own entry so wallets can reach it
  if (donation && !chains.some((c) => c.chainId === donation.chainId)) {
    chains.push({
      chain: 'dev',
      chainId: donation.chainId,
      symbol: 'BNB',
      name: chainName(donation.chainId) ?? `Chain ${donation.chainId}`,
      icon: { url: '/chains/bsc.svg' },
      explorer: null,
      blockExplorerUrl: null,
      nodeRpcUrl: donation.nodeRpcUrl ?? deps.config.chainRpcUrls[donation.chainId] ?? null,
    });
  }
  return {
    chains,
    tokenHolderPercent: TOKEN_HOLDER_PERCENT.map((t) => ({ ...t })),
    scoreLevel: SCORE_LEVELS.map((l) => ({ ...l })),
    fullEnergyLevel: ENERGY.fullEnergyLevel,
    reviewEnergy: ENERGY.reviewEnergy,
    voteEnergy: ENERGY.voteEnergy,
    recycleEnergyStep: ENERGY.recycleEnergyStep,
    publicSocialLinksLevel: PUBLIC_SOCIAL_LINKS_LEVEL,
    bscQuoteTokenAddress: QUOTE_TOKENS.bsc.map((q) => ({ ...q })),
    ethQuoteTokenAddress: QUOTE_TOKENS.ethereum.map((q) => ({ ...q })),
    limits: { ...LIMITS },
    donation: {
      enabled: donation !== null,
      reason: donation
        ? null
        : (donationDisabledReason(deps.config) ?? 'Donations are not configured on this server.'),
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
    reviewSignature: {
      site: deps.config.publicOrigin.uri,
      chainIds: reviewSignatureChainIds([donation?.chainId, deps.config.donation.chainId]),
    },
    demo: options.demo,
  };
}
