// The web app's page routes (spec section 2), one pattern each: the web router routes them and
// the server answers 200 for them and 404 for any other page path (no soft 404).
// A pattern matches a whole path, any case, trailing slashes allowed; `:name` is one segment.

export const PAGE_ROUTES = {
  home: '/',
  search: '/search/:keyword',
  project: '/project/:chain/:slug',
  writeReview: '/write-review/:chain/:contractAddress',
  review: '/reviews/:reviewId',
  submitProject: '/submit-project/:chain/:contractAddress',
  user: '/user/address/:address',
  me: '/me',
  hashtag: '/search-hashtag',
  recentReviews: '/recently-reviews',
  recentActivities: '/recent-activities',
  rewardsHistory: '/user-rewards-history/:address',
  quests: '/quests',
  quest: '/quest/:questId',
  createQuest: '/create-quest',
  trust: '/trust',
  transparency: '/transparency',
  projects: '/projects',
  admin: '/admin',
  adminAudit: '/admin/audit',
  projectsByChain: '/projects-by-chain',
} as const;

export type PageRouteName = keyof typeof PAGE_ROUTES;

/**
 * A route pattern as a regular expression and its param names, matched as the comment above
 * says; a trailing `*` takes the rest of the path as param `*`. The web router matches with it.
 */
export function compileRoute(pattern: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const splat = pattern.endsWith('*');
  const source = pattern
    .replace(/\/*\*?$/, '')
    .replace(/[\\.*+?^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_all, key: string) => {
      keys.push(key);
      return '/([^/]+)';
    });
  if (splat) keys.push('*');
  return { pattern: new RegExp(`^${source}${splat ? '(?:\\/(.*))?' : ''}\\/*$`, 'i'), keys };
}

let compiled: ({ name: PageRouteName } & ReturnType<typeof compileRoute>)[] | undefined;

/**
 * The page route `pathname` (no query) opens and its raw (still percent-encoded) segments, or
 * null when no page of the web app has that path.
 */
export function matchPageRoute(
  pathname: string,
): { name: PageRouteName; params: Record<string, string> } | null {
  // compiled on first use: a bundle that only routes (the web app) leaves this out
  compiled ??= Object.entries(PAGE_ROUTES).map(([name, pattern]) => ({
    name: name as PageRouteName,
    ...compileRoute(pattern),
  }));
  for (const route of compiled) {
    const found = route.pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    route.keys.forEach((param, i) => (params[param] = found[i + 1]!));
    return { name: route.name, params };
  }
  return null;
}
