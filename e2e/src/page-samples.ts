// One URL of every page type of the web app (PAGE_ROUTES in packages/shared), filled from the
// running server's demo data: what the bench and the first-load budget test open.
import { links, PAGE_ROUTES, type PageRouteName } from '@chainreview/shared';

interface ProjectItem {
  id: string;
  name: string;
  symbol: string | null;
  chain: string;
  contractAddress: string | null;
}

async function first<T>(base: string, path: string): Promise<T> {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  const body = (await res.json()) as { data: T[] };
  if (!body.data[0]) throw new Error(`${path} listed nothing`);
  return body.data[0];
}

/** Page type -> absolute URL, in PAGE_ROUTES order. */
export async function samplePages(base: string): Promise<Array<[PageRouteName, string]>> {
  const project = await first<ProjectItem>(
    base,
    '/api/public/projects?sort=reviewCount&order=desc&limit=1',
  );
  const review = await first<{ id: string; user: { address: string } }>(
    base,
    '/api/public/reviews?limit=1',
  );
  const quest = await first<{ id: string }>(base, '/api/public/campaigns?limit=1');
  const address = project.contractAddress ?? `0x${'0'.repeat(40)}`;
  const chain = project.chain.toLowerCase();
  const paths: Record<PageRouteName, string> = {
    home: '/',
    search: `/search/${encodeURIComponent(project.name.split(' ')[0]!)}`,
    project: links.project(project as Parameters<typeof links.project>[0]),
    writeReview: `/write-review/${chain}/${address}`,
    review: `/reviews/${review.id}`,
    submitProject: `/submit-project/${chain}/${address}`,
    user: `/user/address/${review.user.address}`,
    me: '/me',
    hashtag: '/search-hashtag?hashtag=defi',
    recentReviews: '/recently-reviews',
    recentActivities: '/recent-activities',
    rewardsHistory: `/user-rewards-history/${review.user.address}`,
    quests: '/quests',
    quest: `/quest/${quest.id}`,
    createQuest: '/create-quest',
    trust: '/trust',
    projects: '/projects',
    admin: '/admin',
    adminAudit: '/admin/audit',
    projectsByChain: '/projects-by-chain',
    transparency: '/transparency',
  };
  return (Object.keys(PAGE_ROUTES) as PageRouteName[]).map((name) => [
    name,
    `${base}${paths[name]}`,
  ]);
}
