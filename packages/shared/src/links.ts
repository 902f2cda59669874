// Link rules of spec section 2: lowercase, chain / name-symbol-contractAddress hyphenated;
// the address is the last hyphen-separated segment; the project id stands in when there is
// no contract address; a profile link goes to /me for the viewer.

export interface ProjectLinkInput {
  id: string;
  chain: string;
  name: string;
  symbol?: string | null;
  contractAddress?: string | null;
}

/** Printable ASCII: normalising and Unicode classes change nothing, so the cheap path is taken. */
const ASCII = /^[ -~]*$/;

export function slugWords(text: string): string {
  // A browser's first normalize() and \p{} pattern cost tens of milliseconds (ICU data); most
  // names are ASCII, where both are the identity and [^a-z0-9] matches what \p{L}\p{N} leaves.
  if (ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The address (or id) segment of a project's links. */
export function projectKey(project: Pick<ProjectLinkInput, 'id' | 'contractAddress'>): string {
  return (project.contractAddress || project.id).toLowerCase();
}

/** `name-symbol-address` slug, lowercase, words hyphenated, key last. */
export function projectSlug(project: ProjectLinkInput): string {
  const words = [slugWords(project.name), project.symbol ? slugWords(project.symbol) : '']
    .filter(Boolean)
    .join('-');
  const key = projectKey(project);
  return words ? `${words}-${key}` : key;
}

/** The last hyphen-separated segment of a project slug: the address or id. */
export function keyFromSlug(slug: string): string {
  const parts = slug.split('-');
  return parts[parts.length - 1] ?? slug;
}

export const links = {
  home: () => '/',
  search: (keyword: string) => `/search/${encodeURIComponent(keyword)}`,
  project: (project: ProjectLinkInput) =>
    `/project/${project.chain.toLowerCase()}/${projectSlug(project)}`,
  writeReview: (project: ProjectLinkInput) =>
    `/write-review/${project.chain.toLowerCase()}/${projectKey(project)}`,
  submitProject: (project: Pick<ProjectLinkInput, 'id' | 'chain' | 'contractAddress'>) =>
    `/submit-project/${project.chain.toLowerCase()}/${projectKey(project)}`,
  review: (reviewId: string) => `/reviews/${reviewId}`,
  profile: (address: string, viewerAddress?: string | null) =>
    viewerAddress && viewerAddress.toLowerCase() === address.toLowerCase()
      ? '/me'
      : `/user/address/${address}`,
  me: () => '/me',
  hashtag: (tag: string) => `/search-hashtag?hashtag=${encodeURIComponent(tag)}`,
  recentReviews: () => '/recently-reviews',
  recentActivities: () => '/recent-activities',
  rewardsHistory: (address: string) => `/user-rewards-history/${address}`,
  quests: () => '/quests',
  quest: (questId: string) => `/quest/${questId}`,
  createQuest: () => '/create-quest',
  projects: () => '/projects',
  projectsByChain: (chain?: string) =>
    chain ? `/projects-by-chain?chain=${chain}` : '/projects-by-chain',
} as const;

/** Share URLs get https:// added when missing (spec 5). */
export function ensureHttps(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}
