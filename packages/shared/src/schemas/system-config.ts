import { z } from 'zod';
import { EXTRA_NETWORKS } from '../chains.ts';
import { CHAINS, HOLDER_BADGES, USER_LEVELS } from '../enums.ts';

export const chainConfigSchema = z.object({
  /** Project chains, the other named networks (spec 9), and 'dev': demo mode's chain 31337. */
  chain: z.union([z.enum(CHAINS), z.enum(EXTRA_NETWORKS), z.literal('dev')]),
  chainId: z.number().int().nullable(),
  symbol: z.string(),
  name: z.string(),
  icon: z.object({ url: z.string() }),
  explorer: z.string().nullable(),
  blockExplorerUrl: z.string().nullable(),
  nodeRpcUrl: z.string().nullable(),
});

export const donationConfigSchema = z.object({
  enabled: z.boolean(),
  reason: z.string().nullable(),
  contractAddress: z.string().nullable(),
  chainId: z.number().int().nullable(),
  busdAddress: z.string().nullable(),
  fee: z.number().int().nullable(),
  feeDivisor: z.number().int().nullable(),
  minBNB: z.number(),
  maxBNB: z.number(),
  minBUSD: z.number(),
  maxBUSD: z.number(),
  messageMax: z.number().int(),
});

export const systemConfigSchema = z.object({
  chains: z.array(chainConfigSchema),
  tokenHolderPercent: z.array(
    z.object({ badgeLevel: z.enum(HOLDER_BADGES), min: z.number(), max: z.number().nullable() }),
  ),
  scoreLevel: z.array(
    z.object({
      level: z.number().int(),
      name: z.enum(USER_LEVELS),
      min: z.number().int(),
      max: z.number().int().nullable(),
      maxEnergy: z.number().int(),
    }),
  ),
  fullEnergyLevel: z.number().int(),
  reviewEnergy: z.number().int(),
  voteEnergy: z.number().int(),
  recycleEnergyStep: z.number().int(),
  publicSocialLinksLevel: z.number().int(),
  bscQuoteTokenAddress: z.array(
    z.object({ address: z.string(), quote: z.string(), decimals: z.number().int() }),
  ),
  ethQuoteTokenAddress: z.array(
    z.object({ address: z.string(), quote: z.string(), decimals: z.number().int() }),
  ),
  limits: z.record(z.string(), z.unknown()),
  donation: donationConfigSchema,
  /** What a review signature must name: this site's origin and one of these chain ids. */
  reviewSignature: z.object({ site: z.string(), chainIds: z.array(z.number().int()) }),
  demo: z.boolean(),
});
export type SystemConfig = z.infer<typeof systemConfigSchema>;
