// Which head a page route gets: project, review, profile and search pages are described
// by their rows; a missing (or pending, or hidden) project/review/user gets the generic tags
// and a 404, a blocked one (removed by the admin team) a 410, any path that is no page of the
// web app a 404. A project opened by another accepted link (its id, a bare address, an old
// slug) is sent to its canonical link with a 301.
import { isId, links, matchPageRoute, shortenAddress, type Language } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import {
  cardHash,
  cardPath,
  currentSiteCard,
  projectCardData,
  reviewCardData,
  userCardData,
} from '../share/index.ts';
import type { PageMeta } from './pages.html.ts';
import { clip } from './pages.html.ts';
import {
  newestReviews,
  projectByChainKey,
  reviewWithProject,
  userByAddress,
  type PageProject,
} from './pages.repository.ts';
import { PAGE_TEXTS } from '../../lib/page-texts.ts';

/** How many of a project's newest reviews its JSON-LD carries. */
export const JSON_LD_REVIEWS = 5;
const DESCRIPTION_MAX = 160;

const displayNameOf = (u: { displayName: string | null; address: string }) =>
  u.displayName?.trim() || shortenAddress(u.address);

function authorName(row: { authorName: string | null; authorAddress: string }): string {
  return displayNameOf({ displayName: row.authorName, address: row.authorAddress });
}

function projectLabel(p: Pick<PageProject, 'name' | 'symbol'>): string {
  return p.symbol ? `${p.name} (${p.symbol})` : p.name;
}

const projectUrl = (base: string, p: PageProject) =>
  `${base}${links.project({ ...p, id: String(p.id) })}`;
const stars = (avg: number) => Math.round(avg * 10) / 10;

/** schema.org wants absolute URLs: our own paths (uploads, logos) get the site's base. */
const absolute = (base: string, url: string) => (url.startsWith('/') ? `${base}${url}` : url);

function productLd(base: string, p: PageProject) {
  return {
    '@type': 'Product',
    name: projectLabel(p),
    url: projectUrl(base, p),
    ...(p.description ? { description: clip(p.description, 300) } : {}),
    ...(p.avatarUrl ? { image: absolute(base, p.avatarUrl) } : {}),
  };
}

function reviewLd(
  base: string,
  r: {
    id: number;
    title: string;
    contentText: string;
    rate: number;
    createdAt: Date;
    authorName: string | null;
    authorAddress: string;
  },
) {
  return {
    '@type': 'Review',
    name: r.title,
    reviewBody: clip(r.contentText, 500),
    url: `${base}${links.review(String(r.id))}`,
    datePublished: r.createdAt.toISOString(),
    author: {
      '@type': 'Person',
      name: authorName(r),
      url: `${base}${links.profile(r.authorAddress)}`,
    },
    reviewRating: { '@type': 'Rating', ratingValue: r.rate, bestRating: 5, worstRating: 1 },
  };
}

/** A 301 to the page's canonical link (a path with its query). */
export interface PageRedirect {
  status: 301;
  location: string;
}

/** The site's card in the page's language: the image of pages without their own. */
function siteImage(base: string, lang: Language): string {
  const card = currentSiteCard(lang)!;
  return `${base}${cardPath('site', lang, card.hash)}`;
}

export function genericMeta(
  lang: Language,
  status: 200 | 404 | 410,
  canonical: string | null,
  base?: string,
): PageMeta {
  return {
    status,
    lang,
    title: 'ChainReview',
    description: PAGE_TEXTS[lang].site,
    canonical: status === 200 ? canonical : null,
    ogType: 'website',
    noindex: status !== 200,
    image: status === 200 && base ? siteImage(base, lang) : null,
  };
}

/** Missing or not yet public: 404; removed by the admin team: 410. */
const gone = (lang: Language, blocked: boolean) => genericMeta(lang, blocked ? 410 : 404, null);

async function projectMeta(
  deps: Deps,
  base: string,
  lang: Language,
  path: { pathname: string; search: string },
  chain: string,
  slug: string,
): Promise<PageMeta | PageRedirect> {
  const key = slug.split('-').pop() ?? slug;
  const project = await projectByChainKey(deps.db, chain.toLowerCase(), key);
  if (!project || project.status !== 'active') return gone(lang, project?.status === 'blocked');
  const canonicalPath = links.project({ ...project, id: String(project.id) });
  // as the web app does (project-detail.tsx), and stricter: a crawler sees one URL per page,
  // so another case is moved too (the web app leaves it, as its paths match in any case)
  if (decode(path.pathname) !== canonicalPath)
    return { status: 301, location: `${encodeURI(canonicalPath)}${path.search}` };
  const t = PAGE_TEXTS[lang];
  const avg = stars(project.avgStar).toFixed(1);
  const label = projectLabel(project);
  const summary = t.project({ name: label, avg, count: project.reviewCount });
  const description = clip(
    project.description ? `${summary} ${project.description}` : summary,
    DESCRIPTION_MAX,
  );
  const canonical = projectUrl(base, project);
  const reviews = await newestReviews(deps.db, project.id, JSON_LD_REVIEWS);
  const feedBase = `${base}/api/public/feeds/projects/${project.id}`;
  return {
    status: 200,
    lang,
    title: t.projectTitle(label),
    description,
    canonical,
    ogType: 'website',
    firstPaint: { projectTitle: label },
    image: `${base}${cardPath('project', project.id, cardHash(projectCardData(project)))}`,
    feeds: [
      { title: t.projectTitle(label), href: `${feedBase}.rss`, type: 'application/rss+xml' },
      { title: t.projectTitle(label), href: `${feedBase}.atom`, type: 'application/atom+xml' },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        ...productLd(base, project),
        ...(project.reviewCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: stars(project.avgStar),
                reviewCount: project.reviewCount,
                bestRating: 5,
                worstRating: 1,
              },
              review: reviews.map((r) => reviewLd(base, r)),
            }
          : {}),
      },
    ],
  };
}

async function reviewMeta(
  deps: Deps,
  base: string,
  lang: Language,
  rawId: string,
): Promise<PageMeta> {
  if (!isId(rawId)) return genericMeta(lang, 404, null);
  const row = await reviewWithProject(deps.db, Number(rawId));
  if (!row) return genericMeta(lang, 404, null);
  if (
    row.review.status === 'blocked' ||
    row.project.status === 'blocked' ||
    row.authorStatus === 'blocked'
  )
    return gone(lang, true);
  if (row.review.status !== 'active' || row.project.status !== 'active')
    return genericMeta(lang, 404, null);
  const t = PAGE_TEXTS[lang];
  const { review, project } = row;
  const author = authorName(row);
  const label = projectLabel(project);
  const description = clip(
    `${t.review({ author, project: label, rate: review.rate })} ${review.contentText}`,
    DESCRIPTION_MAX,
  );
  return {
    status: 200,
    lang,
    title: t.reviewTitle(review.title, label),
    description,
    canonical: `${base}${links.review(String(review.id))}`,
    ogType: 'article',
    image: `${base}${cardPath(
      'review',
      review.id,
      cardHash(
        reviewCardData(review, project, {
          displayName: row.authorName,
          address: row.authorAddress,
          avatarUrl: row.authorAvatarUrl,
        }),
      ),
    )}`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        ...reviewLd(base, {
          ...review,
          authorName: row.authorName,
          authorAddress: row.authorAddress,
        }),
        itemReviewed: productLd(base, project),
      },
    ],
  };
}

async function profileMeta(
  deps: Deps,
  base: string,
  lang: Language,
  address: string,
): Promise<PageMeta> {
  const user = await userByAddress(deps.db, address);
  if (!user || user.status !== 'active') return gone(lang, user?.status === 'blocked');
  const t = PAGE_TEXTS[lang];
  const name = displayNameOf(user);
  const feedBase = `${base}/api/public/feeds/users/${user.address.toLowerCase()}`;
  return {
    status: 200,
    lang,
    title: t.profileTitle(name),
    description: clip(
      user.bio ? `${t.profile(name)} ${user.bio}` : t.profile(name),
      DESCRIPTION_MAX,
    ),
    canonical: `${base}${links.profile(user.address)}`,
    ogType: 'profile',
    image: `${base}${cardPath('user', user.id, cardHash(userCardData(user)))}`,
    feeds: [
      { title: t.profileTitle(name), href: `${feedBase}.rss`, type: 'application/rss+xml' },
      { title: t.profileTitle(name), href: `${feedBase}.atom`, type: 'application/atom+xml' },
    ],
  };
}

function searchMeta(base: string, lang: Language, keyword: string): PageMeta {
  const t = PAGE_TEXTS[lang];
  const kw = clip(keyword, 60);
  return {
    status: 200,
    lang,
    title: t.searchTitle(kw),
    description: t.search(kw),
    canonical: `${base}${links.search(keyword)}`,
    ogType: 'website',
    image: siteImage(base, lang),
    // result pages are not worth indexing one by one; their projects are in the sitemap
    noindex: true,
  };
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The head of the page at `pathname` as the SPA will show it, or the canonical link to move
 * to; `search` is the query (with its `?`, or empty), kept by a redirect.
 */
export async function pageMeta(
  deps: Deps,
  base: string,
  lang: Language,
  pathname: string,
  search = '',
): Promise<PageMeta | PageRedirect> {
  const route = matchPageRoute(pathname);
  if (!route) return genericMeta(lang, 404, null);
  const params: Record<string, string> = {};
  for (const [name, raw] of Object.entries(route.params)) {
    const value = decode(raw);
    if (value === null || value.includes('\0')) return genericMeta(lang, 404, null);
    params[name] = value;
  }
  switch (route.name) {
    case 'project':
      return projectMeta(deps, base, lang, { pathname, search }, params.chain!, params.slug!);
    case 'review':
      return reviewMeta(deps, base, lang, params.reviewId!);
    case 'user':
      return profileMeta(deps, base, lang, params.address!);
    case 'search':
      return searchMeta(base, lang, params.keyword!);
    default:
      return genericMeta(lang, 200, `${base}${pathname.replace(/(.)\/+$/, '$1')}`, base);
  }
}
