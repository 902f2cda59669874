// The enumerations are the spec's spelling on the wire and in the database: a renamed or
// dropped value breaks stored rows and clients, so each list is pinned as the spec spells it.
import { describe, expect, it } from 'vitest';
import * as enums from './enums.ts';

describe('enumerations of spec section 3', () => {
  it('spells each list as the spec does', () =>
    expect({
      LANGUAGES: enums.LANGUAGES,
      CHAINS: enums.CHAINS,
      PROJECT_CATEGORIES: enums.PROJECT_CATEGORIES,
      PROJECT_TYPES: enums.PROJECT_TYPES,
      PROJECT_STATUSES: enums.PROJECT_STATUSES,
      USER_LEVELS: enums.USER_LEVELS,
      HOLDER_BADGES: enums.HOLDER_BADGES,
      ROLES: enums.ROLES,
      USER_STATUSES: enums.USER_STATUSES,
      AVATAR_TYPES: enums.AVATAR_TYPES,
      VOTES: enums.VOTES,
      REVIEW_SORTS: enums.REVIEW_SORTS,
      RATING_FILTERS: enums.RATING_FILTERS,
      NOTIFICATION_TYPES: enums.NOTIFICATION_TYPES,
      NOTIFICATION_ACTIONS: enums.NOTIFICATION_ACTIONS,
      NOTIFICATION_FILTERS: enums.NOTIFICATION_FILTERS,
      DONATE_CURRENCIES: enums.DONATE_CURRENCIES,
      CONTENT_KINDS: enums.CONTENT_KINDS,
      REPORT_REASONS: enums.REPORT_REASONS,
      XP_REASONS: enums.XP_REASONS,
      DONATION_STATUSES: enums.DONATION_STATUSES,
      WALLET_KINDS: enums.WALLET_KINDS,
      SHARE_TARGETS: enums.SHARE_TARGETS,
      HINTS: enums.HINTS,
      TIME_WINDOWS: enums.TIME_WINDOWS,
    }).toEqual({
      LANGUAGES: ['en', 'zh', 'ko', 'ja', 'ru', 'vi'],
      CHAINS: [
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
      ],
      PROJECT_CATEGORIES: [
        'nft',
        'utility',
        'payment',
        'security',
        'stablecoins',
        'layer1',
        'layer2',
      ],
      PROJECT_TYPES: ['normal', 'nft'],
      PROJECT_STATUSES: ['pending', 'active', 'blocked'],
      USER_LEVELS: [
        'NEWBIE',
        'JUNIOR_MEMBER',
        'MEMBER',
        'FULL_MEMBER',
        'SENIOR_MEMBER',
        'PROFESSIONAL',
        'HERO',
        'LEGEND',
        'IMMORTAL',
      ],
      HOLDER_BADGES: ['SHRIMP', 'CRAB', 'OCTOPUS', 'FISH', 'DOLPHIN', 'SHARK', 'WHALE', 'HUMPBACK'],
      ROLES: ['admin', 'normal'],
      USER_STATUSES: ['active', 'blocked'],
      AVATAR_TYPES: ['normal', 'nft'],
      VOTES: ['up', 'down', 'none'],
      REVIEW_SORTS: [
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
      ],
      RATING_FILTERS: ['all_review', 'star5', 'star4', 'star3', 'star2', 'star1'],
      NOTIFICATION_TYPES: [
        'reply',
        'upvote',
        'downvote',
        'follow_review',
        'donate_for_review',
        'up_level',
        'moderation',
        'quest_started',
        'quest_won',
      ],
      NOTIFICATION_ACTIONS: [
        'display_donate',
        'display_review',
        'display_profile',
        'display_quest',
      ],
      NOTIFICATION_FILTERS: ['all', 'un_read'],
      DONATE_CURRENCIES: ['BNB', 'BUSD'],
      CONTENT_KINDS: ['review', 'reply'],
      REPORT_REASONS: [
        'offensive_language',
        'racism_sexism_homophobia',
        'do_not_spam',
        'deliberately_fud',
        'other',
      ],
      XP_REASONS: [
        'review_published',
        'upvote_received',
        'upvote_removed',
        'downvote_received',
        'downvote_removed',
        'reply_received',
        'donation_received',
        'quest_completed',
        'donation_reversed',
      ],
      DONATION_STATUSES: ['pending', 'confirmed', 'reversed'],
      WALLET_KINDS: ['injected', 'walletconnect', 'nabox', 'demo'],
      SHARE_TARGETS: ['Facebook', 'Twitter', 'Reddit', 'Telegram'],
      HINTS: [
        'change_avatar',
        'search_projects',
        'activity',
        'edit_project',
        'share_project',
        'notify_project',
        'rate_review',
        'action_buttons',
        'DONE',
      ],
      TIME_WINDOWS: [7, 30, 90],
    }));

  it('names each language in itself, English by default', () => {
    expect(enums.DEFAULT_LANGUAGE).toBe('en');
    expect(enums.LANGUAGE_NAMES).toEqual({
      en: 'English',
      zh: '中文',
      ko: '한국어',
      ja: '日本語',
      ru: 'Русский',
      vi: 'Tiếng Việt',
    });
  });

  it('counts an up vote 1, a down vote -1, none 0; the owner badge', () => {
    expect(enums.VOTE_VALUE).toEqual({ up: 1, down: -1, none: 0 });
    expect(enums.PRODUCT_OWNER_BADGE).toBe('PRODUCT_OWNER');
  });

  it('takes EVM addresses on every chain but Solana, Aptos and non-EVM', () => {
    expect(enums.EVM_CHAINS).toEqual(
      enums.CHAINS.filter((c) => !['solana', 'aptos', 'non_evm'].includes(c)),
    );
    expect(enums.isEvmChain('bsc')).toBe(true);
    expect(enums.isEvmChain('solana')).toBe(false);
    expect(enums.isEvmChain('aptos')).toBe(false);
    expect(enums.isEvmChain('non_evm')).toBe(false);
    expect(enums.isEvmChain('nowhere')).toBe(false);
  });
});
