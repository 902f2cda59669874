import { z } from 'zod';
import {
  AVATAR_TYPES,
  CHAINS,
  PROJECT_CATEGORIES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  TIME_WINDOWS,
} from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { paginationQuerySchema } from './common.ts';
import { changedSinceQueryShape, cursorQueryShape } from '../paging.ts';

export const PROJECT_LINK_FIELDS = [
  'websiteLink',
  'telegramLink',
  'twitterLink',
  'discordLink',
  'redditLink',
  'facebookLink',
  'instagramLink',
  'tikTokLink',
  'youtubeLink',
  'mediumLink',
  'githubLink',
  'whitepaper',
] as const;
export type ProjectLinkField = (typeof PROJECT_LINK_FIELDS)[number];

export const PROJECT_SORTS = [
  'createdAt',
  'updated',
  'trendingScore',
  'popularScore',
  'featureScore',
  'reviewCount',
  'avgStar',
  'newScore',
  'goodRatingScore',
  'newGemScore',
] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** A time window in days, from a query string: one of TIME_WINDOWS (documented as that enum). */
export const timeWindowSchema = z.coerce
  .number()
  .int()
  .refine((v) => (TIME_WINDOWS as readonly number[]).includes(v), 'window_invalid')
  .meta({ enum: [...TIME_WINDOWS], description: 'A time window in days' });

export const projectListQuerySchema = paginationQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  chain: z.enum(CHAINS).optional(),
  category: z.enum(PROJECT_CATEGORIES).optional(),
  type: z.enum(PROJECT_TYPES).optional(),
  sort: z.enum(PROJECT_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  window: timeWindowSchema.optional(),
  ...cursorQueryShape,
  ...changedSinceQueryShape,
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string().nullable(),
  chain: z.enum(CHAINS),
  contractAddress: z.string().nullable(),
  lpAddress: z.string().nullable(),
  router: z.number().int().nullable(),
  decimals: z.number().int().nullable(),
  totalSupply: z.string().nullable(),
  avatar: z.object({ url: z.string(), type: z.enum(AVATAR_TYPES) }).nullable(),
  isVerified: z.boolean(),
  isFollowed: z.boolean().optional(),
  ownerAddress: z.string().nullable(),
  description: z.string().nullable(),
  type: z.enum(PROJECT_TYPES),
  categories: z.array(z.enum(PROJECT_CATEGORIES)),
  status: z.enum(PROJECT_STATUSES),
  /** The plain average of the stars. */
  avgStar: z.number(),
  /**
   * The trusted rating (packages/shared trusted-rating.ts): reviews weighted by their authors'
   * standing and holder proof, pulled towards the site mean; null without reviews. The Good
   * Rating list sorts by it (goodRatingScore). Optional for older fixtures; the API sends it.
   */
  trustedRating: z.number().nullable().optional(),
  reviewCount: z.number().int(),
  star1: z.number().int(),
  star2: z.number().int(),
  star3: z.number().int(),
  star4: z.number().int(),
  star5: z.number().int(),
  followersCount: z.number().int(),
  auditLink: z.string().nullable(),
  coinGeckoLink: z.string().nullable(),
  coinMarketCapLink: z.string().nullable(),
  links: z.partialRecord(z.enum(PROJECT_LINK_FIELDS), z.string()),
  listingLinks: z.array(z.string()),
  trendingScore: z.number(),
  popularScore: z.number(),
  newScore: z.number(),
  goodRatingScore: z.number(),
  // optional for older clients and fixtures; the API always sends it
  newGemScore: z.number().optional(),
  /** The admin team's feature rank: above 0 shows the project in Featured (higher first). */
  featureScore: z.number().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * When anything this answer shows last changed, the ranking scores aside (they move on a
   * schedule): what `updatedSince` compares. Optional for older fixtures.
   */
  changedAt: z.string().optional(),
});
export type Project = z.infer<typeof projectSchema>;

/** An https:// link of at most LIMITS.socialLink.max characters (spec 5). */
export const httpsLinkSchema = z
  .string()
  .trim()
  .max(LIMITS.socialLink.max, 'link_too_long')
  .refine((v) => /^https:\/\/[^\s]+\.[^\s]+$/i.test(v), 'invalid_format_link');

const optionalLink = httpsLinkSchema.optional().or(z.literal('').transform(() => undefined));

/** Fields a submitter proposes and an owner edits (spec 5 validation; DESIGN 4 limits). */
export const projectEditableSchema = z.object({
  description: z
    .string()
    .trim()
    .max(LIMITS.projectDescription.max, 'description_too_long')
    .optional(),
  categories: z.array(z.enum(PROJECT_CATEGORIES)).max(PROJECT_CATEGORIES.length).optional(),
  type: z.enum(PROJECT_TYPES).optional(),
  avatarUrl: z.string().max(300).optional(),
  auditLink: optionalLink,
  coinGeckoLink: optionalLink,
  coinMarketCapLink: optionalLink,
  links: z.partialRecord(z.enum(PROJECT_LINK_FIELDS), optionalLink).optional(),
});
export type ProjectEditable = z.infer<typeof projectEditableSchema>;

export const projectSubmitSchema = projectEditableSchema.extend({
  name: z.string().trim().min(1, 'please_fill_this_field').max(100, 'name_too_long'),
  symbol: z.string().trim().min(1, 'please_fill_this_field').max(20, 'symbol_too_long'),
  chain: z.enum(CHAINS),
  /** Empty for projects without a contract (their id is used in links). */
  contractAddress: z.string().trim().max(100).optional(),
  decimals: z.number().int().min(0).max(36).optional(),
  totalSupply: z
    .string()
    .regex(/^\d{1,78}$/, 'total_supply_invalid')
    .optional(),
});
export type ProjectSubmit = z.infer<typeof projectSubmitSchema>;

/**
 * Fields no edit may carry: the owner is proven on chain or set by the admin team, who also
 * verify and feature projects (PUT /api/admin/projects/{id}). Refused, never silently dropped.
 */
const adminOnlyField = z.never({ error: 'admin_fields_not_editable' }).optional();

export const projectUpdateSchema = projectEditableSchema.extend({
  name: z.string().trim().min(1, 'please_fill_this_field').max(100, 'name_too_long').optional(),
  symbol: z.string().trim().min(1, 'please_fill_this_field').max(20, 'symbol_too_long').optional(),
  ownerAddress: adminOnlyField,
  isVerified: adminOnlyField,
  featureScore: adminOnlyField,
  featureRank: adminOnlyField,
});
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

export const editRequestSchema = z.object({
  changes: projectUpdateSchema,
  note: z.string().trim().min(10, 'note_too_short').max(1000, 'note_too_long'),
});
export type EditRequest = z.infer<typeof editRequestSchema>;

export const tokenInfoSchema = z.object({
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  decimals: z.number().int().nullable(),
  totalSupply: z.string().nullable(),
});
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

export const poolInfoSchema = z.object({
  /** USD price of one token. */
  price: z.number().nullable(),
  /** Price in the quote token of the pair. */
  priceInPair: z.number().nullable(),
  /** USD value of the pool (both sides). */
  poolValue: z.number().nullable(),
  pair: z.object({ quote: z.string(), address: z.string(), version: z.enum(['V2', 'V3']) }),
});
export type PoolInfo = z.infer<typeof poolInfoSchema>;

export const pricesSchema = z.object({
  binancecoin: z.object({ usd: z.number() }).nullable(),
  ethereum: z.object({ usd: z.number() }).nullable(),
  updatedAt: z.string().nullable(),
});
export type Prices = z.infer<typeof pricesSchema>;
