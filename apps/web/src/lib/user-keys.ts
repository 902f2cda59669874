// Query keys of user data (profiles, follow lists and statistics). They live here because
// following a user from anywhere (profile, review hover card) must refresh all of them.
export const userKeys = {
  all: ['users'] as const,
  byAddress: (address: string) => ['users', 'address', address.toLowerCase()] as const,
  followStatistic: (userId: string) => ['users', userId, 'follow-statistic'] as const,
  followList: (userId: string, direction: 'followers' | 'following') =>
    ['users', userId, direction] as const,
  followed: (userIds: readonly string[]) =>
    ['users', 'followed', [...userIds].sort().join('-')] as const,
  rewards: (userId: string, type: string, page: number) =>
    ['users', userId, 'rewards', type, page] as const,
  reviews: (userId: string, page: number) => ['users', userId, 'reviews', page] as const,
  /** The signed-in user's NFTs as read from the chain. */
  nfts: ['nfts', 'sync'] as const,
};
