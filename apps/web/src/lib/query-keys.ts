// The roots of the query keys. Each feature owns its keys (features/<f>/api/<f>-keys.ts or,
// for reviews, review-cache.ts), built on its root here; another feature that must refresh
// them after a write of its own (a donation refreshes reviews, a review refreshes projects)
// invalidates through the root, never a key spelled by hand. User data: lib/user-keys.ts;
// the signed-in profile: meQueryKey in lib/session.ts.
export const queryRoots = {
  projects: ['projects'] as const,
  reviews: ['reviews'] as const,
  donations: ['donate-logs'] as const,
  admin: ['admin'] as const,
  trust: ['trust'] as const,
};
