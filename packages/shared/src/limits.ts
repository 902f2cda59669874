// Values the specification leaves open (DESIGN.md section 4). One place for both sides.

export const LIMITS = {
  reviewTitle: { min: 10, max: 100 },
  reviewContent: { min: 50, max: 5000, maxImages: 5 },
  reply: { min: 2, max: 1000 },
  displayName: { min: 3, max: 30 },
  bio: { max: 300 },
  projectDescription: { max: 2000 },
  socialLink: { max: 200 },
  reportNote: { min: 10, max: 150 },
  donation: {
    minBNB: 0.001,
    maxBNB: 10,
    minBUSD: 1,
    maxBUSD: 10000,
    messageMax: 200,
  },
  upload: { maxBytes: 1024 * 1024, mimeTypes: ['image/png', 'image/jpeg'] as const },
  /** Deepest nesting of arrays and objects a JSON body may have (ours need fewer than 5). */
  jsonDepth: 64,
  /** Recommended review length is the minimum content length plus 50 (spec 5). */
  recommendedContentExtra: 50,
  search: { minChars: 2, limit: 5 },
  recentSearchesMax: 10,
  pageSize: { default: 10, max: 100, projectReviews: 5, notifications: 10 },
} as const;

export const LOGIN_CODE = { length: 12, ttlSeconds: 5 * 60 } as const;
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export const RATE_LIMITS = {
  anonymousPerMinute: 300,
  writePerMinute: 30,
  loginPerMinute: 10,
} as const;

/** Timers of spec section 9, in milliseconds. */
export const TIMERS = {
  hintDelay: 2000,
  copyConfirmation: 1500,
  apiTimeout: 60_000,
  priceTimeout: 5000,
  pricePoll: 60_000,
  balancePoll: 30_000,
  walletPoll: 5000,
  voteDebounce: 100,
  formDebounce: 300,
  searchDebounce: 300,
  tooltipDelay: 500,
  levelUpAnimation: 3000,
  txPoll: 1000,
} as const;

export const UI = {
  backToTopAfterPx: 1000,
  contentCollapsePx: 500,
  notificationBadgeCap: 100,
  notificationQuoteMax: 150,
  contentMaxWidth: 1275,
  breakpoints: { xs: 576, sm: 768, md: 992, lg: 1200 },
  dateFormat: 'MMMM D, YYYY h:mm A',
  paginationSiblingCount: 1,
} as const;
