// Donations (spec 3 Donation, Donate log, Donate statistics; spec 7 donate-logs calls) and
// NFT avatars (spec 3 NFT; POST /sync-nfts, /sync-nft-avatar).
import { z } from 'zod';
import { DONATE_CURRENCIES, DONATION_STATUSES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { paginationQuerySchema } from './common.ts';
import { avatarSchema } from './user.ts';

/** `dType` of a donation to a review; the event's `data` is then the review id. */
export const DONATE_TYPE_REVIEW = 1;

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'invalid_address');

export const donateLogBodySchema = z.object({
  transactionHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'transaction_hash_invalid'),
  message: z.string().max(LIMITS.donation.messageMax, 'message_too_long').nullish(),
});
export type DonateLogBody = z.infer<typeof donateLogBodySchema>;

export const donationUserSchema = z.object({
  id: z.string(),
  address: z.string(),
  displayName: z.string().nullable(),
  avatar: avatarSchema,
});

export const donationSchema = z.object({
  id: z.string(),
  chainId: z.number().int(),
  transactionHash: z.string(),
  logIndex: z.number().int(),
  blockNumber: z.number().int().nullable(),
  fromAddress: z.string(),
  toAddress: z.string(),
  /** The donor and the reviewer as users (null when the address never signed in). */
  from: donationUserSchema.nullable(),
  to: donationUserSchema.nullable(),
  type: z.literal('review'),
  reviewId: z.string().nullable(),
  review: z
    .object({
      id: z.string(),
      title: z.string(),
      project: z.object({
        id: z.string(),
        name: z.string(),
        symbol: z.string().nullable(),
        chain: z.string(),
        contractAddress: z.string().nullable(),
      }),
    })
    .nullable(),
  token: z.enum(DONATE_CURRENCIES),
  /** Amount donated (fee included) in the token's smallest unit (wei), as a decimal string. */
  amount: z.string(),
  /** The same in whole tokens (18 decimals), e.g. '0.05'. */
  amountFormatted: z.string(),
  /** The platform fee in wei; the reviewer received amount - fee. */
  fee: z.string(),
  /** USD value when recorded (BNB at the price of the moment, BUSD at 1). */
  amountUsd: z.number(),
  message: z.string().nullable(),
  /** pending until the transaction has the chain's confirmations; only confirmed ones count. */
  status: z.enum(DONATION_STATUSES),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Donation = z.infer<typeof donationSchema>;

export const donateLogResultSchema = z.object({
  data: donationSchema,
  /** created: false when the donation was already recorded (by an earlier report or the indexer). */
  meta: z.object({ created: z.boolean() }),
});

export const donateLogListQuerySchema = paginationQuerySchema.extend({
  fromAddress: address.optional(),
  toAddress: address.optional(),
});
export type DonateLogListQuery = z.infer<typeof donateLogListQuerySchema>;

export const donateStatisticSchema = z.object({
  /** USD received. */
  totalAmount: z.number(),
  count: z.number().int(),
  /** What the user gave to others. */
  donated: z.object({ totalAmount: z.number(), count: z.number().int() }),
});
export type DonateStatistic = z.infer<typeof donateStatisticSchema>;

export const platformDonateStatisticSchema = z.object({
  totalAmount: z.number(),
  count: z.number().int(),
  donors: z.number().int(),
  recipients: z.number().int(),
  tokens: z.array(
    z.object({
      token: z.enum(DONATE_CURRENCIES),
      amount: z.string(),
      amountUsd: z.number(),
      count: z.number().int(),
    }),
  ),
});
export type PlatformDonateStatistic = z.infer<typeof platformDonateStatisticSchema>;

export const nftSchema = z.object({
  id: z.string(),
  chainId: z.number().int(),
  contractAddress: z.string(),
  tokenId: z.string(),
  name: z.string().nullable(),
  image: z.string().nullable(),
  owner: z.string(),
});
export type Nft = z.infer<typeof nftSchema>;

export const syncNftAvatarBodySchema = z.object({
  contractAddress: address,
  tokenId: z.string().regex(/^\d{1,78}$/, 'token_id_invalid'),
  chainId: z.number().int().positive().optional(),
});
export type SyncNftAvatarBody = z.infer<typeof syncNftAvatarBodySchema>;
