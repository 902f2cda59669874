// Enumerations of spec section 3, spelled as the spec spells them.

export const LANGUAGES = ['en', 'zh', 'ko', 'ja', 'ru', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  ko: '한국어',
  ja: '日本語',
  ru: 'Русский',
  vi: 'Tiếng Việt',
};

export const CHAINS = [
  'bsc',
  'ethereum',
  'eth',
  'ethereumpow',
  'polygon',
  'fantom',
  'dogechain',
  'arbitrum',
  'avalanche',
  'optimism',
  'zksync',
  'ronin',
  'solana',
  'aptos',
  'non_evm',
] as const;
export type Chain = (typeof CHAINS)[number];

/** Chains whose contract addresses are not EVM addresses; every other chain's are. */
const NON_EVM_CHAINS: readonly Chain[] = ['solana', 'aptos', 'non_evm'];

/** Chains whose contract addresses are EVM addresses (checksummed, 20 bytes). */
export const EVM_CHAINS: readonly Chain[] = CHAINS.filter(
  (chain) => !NON_EVM_CHAINS.includes(chain),
);

export function isEvmChain(chain: string): boolean {
  return (EVM_CHAINS as readonly string[]).includes(chain);
}

export const PROJECT_CATEGORIES = [
  'nft',
  'utility',
  'payment',
  'security',
  'stablecoins',
  'layer1',
  'layer2',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_TYPES = ['normal', 'nft'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_STATUSES = ['pending', 'active', 'blocked'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const USER_LEVELS = [
  'NEWBIE',
  'JUNIOR_MEMBER',
  'MEMBER',
  'FULL_MEMBER',
  'SENIOR_MEMBER',
  'PROFESSIONAL',
  'HERO',
  'LEGEND',
  'IMMORTAL',
] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

export const HOLDER_BADGES = [
  'SHRIMP',
  'CRAB',
  'OCTOPUS',
  'FISH',
  'DOLPHIN',
  'SHARK',
  'WHALE',
  'HUMPBACK',
] as const;
export type HolderBadge = (typeof HOLDER_BADGES)[number];
export const PRODUCT_OWNER_BADGE = 'PRODUCT_OWNER';

export const ROLES = ['admin', 'normal'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const AVATAR_TYPES = ['normal', 'nft'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

export const VOTES = ['up', 'down', 'none'] as const;
export type Vote = (typeof VOTES)[number];
export const VOTE_VALUE: Record<Vote, 1 | -1 | 0> = { up: 1, down: -1, none: 0 };

export const REVIEW_SORTS = [
  'newest',
  'oldest',
  'most_upvote',
  'most_downvote',
  'popular',
  'trending',
  'top_rating',
  'latest_updated',
  'total_reviews_low_to_high',
  'total_reviews_high_to_low',
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const RATING_FILTERS = ['all_review', 'star5', 'star4', 'star3', 'star2', 'star1'] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];

export const NOTIFICATION_TYPES = [
  'reply',
  'upvote',
  'downvote',
  'follow_review',
  'donate_for_review',
  'up_level',
  'moderation',
  'quest_started',
  'quest_won',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_ACTIONS = [
  'display_donate',
  'display_review',
  'display_profile',
  'display_quest',
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

export const NOTIFICATION_FILTERS = ['all', 'un_read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const DONATE_CURRENCIES = ['BNB', 'BUSD'] as const;
export type DonateCurrency = (typeof DONATE_CURRENCIES)[number];

export const CONTENT_KINDS = ['review', 'reply'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const REPORT_REASONS = [
  'offensive_language',
  'racism_sexism_homophobia',
  'do_not_spam',
  'deliberately_fud',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const XP_REASONS = [
  'review_published',
  'upvote_received',
  'upvote_removed',
  'downvote_received',
  'downvote_removed',
  'reply_received',
  'donation_received',
  'quest_completed',
  'donation_reversed',
] as const;
export type XpReason = (typeof XP_REASONS)[number];

/**
 * A donation waits for its confirmations (pending: it counts nowhere), then counts
 * (confirmed); a chain reorganisation that drops its block undoes what it counted (reversed).
 */
export const DONATION_STATUSES = ['pending', 'confirmed', 'reversed'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

export const WALLET_KINDS = ['injected', 'walletconnect', 'nabox', 'demo'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

export const SHARE_TARGETS = ['Facebook', 'Twitter', 'Reddit', 'Telegram'] as const;

export const HINTS = [
  'change_avatar',
  'search_projects',
  'activity',
  'edit_project',
  'share_project',
  'notify_project',
  'rate_review',
  'action_buttons',
  'DONE',
] as const;
export type Hint = (typeof HINTS)[number];

export const TIME_WINDOWS = [7, 30, 90] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];
