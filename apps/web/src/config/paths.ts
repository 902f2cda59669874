// Every route of spec section 2 in one place: the router pattern and its link builder.
// The patterns are shared with the server (it answers 404 for any other page path).
// Link rules (slugs, id fallback, /me for the viewer) come from packages/shared `links`.
import { links, type ProjectLinkInput } from '@chainreview/shared/links';
import { PAGE_ROUTES as R, type PageRouteName } from '@chainreview/shared/page-routes';

export const paths = {
  home: { path: R.home, href: () => links.home() },
  search: { path: R.search, href: (keyword: string) => links.search(keyword.trim()) },
  project: {
    /** `slug` is name-symbol-address; the address (or id) is its last hyphen-separated segment. */
    path: R.project,
    href: (project: ProjectLinkInput) => links.project(project),
  },
  writeReview: {
    path: R.writeReview,
    href: (project: ProjectLinkInput) => links.writeReview(project),
  },
  review: { path: R.review, href: (reviewId: string) => links.review(reviewId) },
  submitProject: {
    path: R.submitProject,
    href: (project: Pick<ProjectLinkInput, 'id' | 'chain' | 'contractAddress'>) =>
      links.submitProject(project),
  },
  user: {
    path: R.user,
    /** Goes to /me when the address is the viewer's own. */
    href: (address: string, viewerAddress?: string | null) => links.profile(address, viewerAddress),
  },
  me: {
    path: R.me,
    href: (tab?: MeTab) => (tab ? `${links.me()}?tab=${tab}` : links.me()),
  },
  hashtag: {
    path: R.hashtag,
    href: (hashtag: string) => links.hashtag(hashtag.replace(/^#/, '')),
  },
  recentReviews: { path: R.recentReviews, href: () => links.recentReviews() },
  recentActivities: { path: R.recentActivities, href: () => links.recentActivities() },
  rewardsHistory: {
    path: R.rewardsHistory,
    href: (address: string) => links.rewardsHistory(address),
  },
  quests: { path: R.quests, href: () => links.quests() },
  quest: { path: R.quest, href: (questId: string) => links.quest(questId) },
  createQuest: { path: R.createQuest, href: () => links.createQuest() },
  trust: { path: R.trust, href: () => '/trust' },
  transparency: { path: R.transparency, href: () => '/transparency' },
  projects: { path: R.projects, href: () => links.projects() },
  admin: { path: R.admin, href: () => '/admin' },
  adminAudit: { path: R.adminAudit, href: () => '/admin/audit' },
  projectsByChain: {
    path: R.projectsByChain,
    href: (chain?: string) => links.projectsByChain(chain),
  },
} as const satisfies Record<PageRouteName, { path: string; href: (...args: never[]) => string }>;

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
