// Every route of spec section 2 in one place: the router pattern and its link builder.
// Link rules (slugs, id fallback, /me for the viewer) come from packages/shared `links`.
import { links, type ProjectLinkInput } from '@chainreview/shared/links';

export const paths = {
  home: { path: '/', href: () => links.home() },
  search: { path: '/search/:keyword', href: (keyword: string) => links.search(keyword.trim()) },
  project: {
    /** `slug` is name-symbol-address; the address (or id) is its last hyphen-separated segment. */
    path: '/project/:chain/:slug',
    href: (project: ProjectLinkInput) => links.project(project),
  },
  writeReview: {
    path: '/write-review/:chain/:contractAddress',
    href: (project: ProjectLinkInput) => links.writeReview(project),
  },
  review: { path: '/reviews/:reviewId', href: (reviewId: string) => links.review(reviewId) },
  submitProject: {
    path: '/submit-project/:chain/:contractAddress',
    href: (project: Pick<ProjectLinkInput, 'id' | 'chain' | 'contractAddress'>) =>
      links.submitProject(project),
  },
  user: {
    path: '/user/address/:address',
    /** Goes to /me when the address is the viewer's own. */
    href: (address: string, viewerAddress?: string | null) => links.profile(address, viewerAddress),
  },
  me: {
    path: '/me',
    href: (tab?: MeTab) => (tab ? `${links.me()}?tab=${tab}` : links.me()),
  },
  hashtag: {
    path: '/search-hashtag',
    href: (hashtag: string) => links.hashtag(hashtag.replace(/^#/, '')),
  },
  recentReviews: { path: '/recently-reviews', href: () => links.recentReviews() },
  recentActivities: { path: '/recent-activities', href: () => links.recentActivities() },
  rewardsHistory: {
    path: '/user-rewards-history/:address',
    href: (address: string) => links.rewardsHistory(address),
  },
  quests: { path: '/quests', href: () => links.quests() },
  quest: { path: '/quest/:questId', href: (questId: string) => links.quest(questId) },
  createQuest: { path: '/create-quest', href: () => links.createQuest() },
  trust: { path: '/trust', href: () => '/trust' },
  projects: { path: '/projects', href: () => links.projects() },
  admin: { path: '/admin', href: () => '/admin' },
  adminAudit: { path: '/admin/audit', href: () => '/admin/audit' },
  projectsByChain: {
    path: '/projects-by-chain',
    href: (chain?: string) => links.projectsByChain(chain),
  },
} as const;

/** Profile tabs (spec 2): Review History, Review Reward History, Reward Received History, Donation History. */
export const ME_TABS = ['reviews', 'rewards', 'received', 'donations'] as const;
export type MeTab = (typeof ME_TABS)[number];

export type PathName = keyof typeof paths;

/** Adds or replaces `?page=` (spec 2: pagination reads and writes `page`, default 1). */
export function withPage(href: string, page: number): string {
  const [base, query = ''] = href.split('?') as [string, string?];
  const params = new URLSearchParams(query);
  if (page <= 1) params.delete('page');
  else params.set('page', String(Math.floor(page)));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/** Reads `?page=`, default 1; anything that is not a positive integer counts as 1. */
export function readPage(search: string | URLSearchParams): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = Number(params.get('page'));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
