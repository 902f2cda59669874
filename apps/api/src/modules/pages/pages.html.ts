// Writes a page's head into the SPA's index.html: title, description, canonical, Open
// Graph, Twitter card, hreflang alternates, feeds and JSON-LD. Every text is escaped; JSON-LD
// cannot close its script element. The one place page HTML is rewritten (other hooks,
// e.g. an inline prefetch script, go through `extraHead`).
import { LANGUAGES, type Language } from '@chainreview/shared';
import { ogLocale } from '../../lib/page-texts.ts';

export interface PageMeta {
  status: 200 | 404 | 410;
  lang: Language;
  /** Set when the URL names its language (`?lang=`): that variant is its own canonical. */
  variant?: Language | null;
  title: string;
  description: string;
  /** Absolute canonical URL without `lang` (alternates and the variant add it). */
  canonical: string | null;
  ogType: 'website' | 'article' | 'profile';
  image?: string | null;
  jsonLd?: object[];
  feeds?: { title: string; href: string; type: 'application/rss+xml' | 'application/atom+xml' }[];
  noindex?: boolean;
  extraHead?: string;
  /** Data for the web's first-paint script (apps/web/first-paint.ts), e.g. a project's label. */
  firstPaint?: Record<string, string>;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON inside <script>: `<`, `>`, `&` and the line separators as \u escapes. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** Cuts at a word boundary near `max` characters, with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if ([...flat].length <= max) return flat;
  const cut = [...flat].slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function withLang(url: string, lang: Language): string {
  const u = new URL(url);
  u.searchParams.set('lang', lang);
  return u.toString();
}

export function headTags(meta: PageMeta): string {
  const e = escapeHtml;
  const title = meta.title.endsWith('ChainReview') ? meta.title : `${meta.title} | ChainReview`;
  const tags = [
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.canonical) {
    // each language variant is canonical itself and lists every variant (itself included)
    // and the bare URL (the visitor's language) as x-default, so the set is reciprocal
    const self = meta.variant ? withLang(meta.canonical, meta.variant) : meta.canonical;
    tags.push(`<link rel="canonical" href="${e(self)}" />`);
    for (const lang of LANGUAGES)
      tags.push(
        `<link rel="alternate" hreflang="${lang}" href="${e(withLang(meta.canonical, lang))}" />`,
      );
    tags.push(`<link rel="alternate" hreflang="x-default" href="${e(meta.canonical)}" />`);
    tags.push(`<meta property="og:url" content="${e(self)}" />`);
  }
  tags.push(
    `<meta property="og:site_name" content="ChainReview" />`,
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:locale" content="${ogLocale(meta.lang)}" />`,
  );
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${e(meta.image)}" />`);
    tags.push(`<meta name="twitter:image" content="${e(meta.image)}" />`);
  }
  tags.push(
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
  );
  for (const feed of meta.feeds ?? [])
    tags.push(
      `<link rel="alternate" type="${feed.type}" title="${e(feed.title)}" href="${e(feed.href)}" />`,
    );
  for (const data of meta.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${safeJson(data)}</script>`);
  if (meta.firstPaint)
    tags.push(
      `<script type="application/json" id="cr-first-paint">${safeJson(meta.firstPaint)}</script>`,
    );
  if (meta.extraHead) tags.push(meta.extraHead);
  return tags.map((t) => `    ${t}`).join('\n');
}

/**
 * The template with its own <title> and description replaced by the page's head, and
 * `<html lang>` set. A template without a <title> gets the tags before </head>.
 */
export function renderPage(template: string, meta: PageMeta): string {
  const head = headTags(meta);
  let html = template
    .replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${meta.lang}"`)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => head.trimStart())
    : html.replace(/<\/head>/i, () => `${head}\n  </head>`);
  return html;
}
