// Page HTML with server-written heads (the SPA's index.html, history fallback; a 404 for a
// path no page has, a 301 to a project's canonical link), robots.txt and the sitemap index
// with its primary-key-ranged pages of projects, reviews and reviewers' profiles.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { keyFromSlug, links } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { COMPRESS_FROM_BYTES, compressSync, pickEncoding } from '../../lib/compression.ts';
import { errorBody } from '../../lib/errors.ts';
import { baseUrl } from '../../lib/base-url.ts';
import { registerBadge } from './pages.badge.ts';
import { registerFeeds } from './pages.feeds.ts';
import { escapeHtml, renderPage } from './pages.html.ts';
import {
  listedSitemapPages,
  sitemapProfiles,
  sitemapProjects,
  sitemapReviews,
  type SitemapKind,
} from './pages.repository.ts';
import { pageMeta } from './pages.service.ts';
import { pageLanguage } from '../../lib/page-texts.ts';

/** Written by the web build next to index.html (apps/web/first-paint.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Ids per sitemap page (a page holds at most this many URLs, under the 50,000 limit). */
export const SITEMAP_PAGE_IDS = 10_000;
const SITEMAP_KINDS: readonly SitemapKind[] = ['projects', 'reviews', 'profiles'];

const xml = (text: string) => escapeHtml(text);

function sendXml(reply: FastifyReply, body: string) {
  return reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', 'public, max-age=3600')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

/**
 * The sha256 sources of the template's own inline scripts (the web build's first-paint
 * script): the content security policy allows exactly these, not inline script in general.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    if (/\ssrc=|type="application\/(ld\+)?json"/i.test(attrs) || !match[2]) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`);
  }
  return hashes;
}

function allowInlineScripts(reply: FastifyReply, hashes: string[]) {
  const policy = reply.getHeader('content-security-policy');
  if (!hashes.length || typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    policy.replace(
      /script-src ([^;]*)/,
      (_all, sources: string) => `script-src ${sources} ${hashes.join(' ')}`,
    ),
  );
}

/** What the web build lists per public page (apps/web/first-paint.ts: route-preloads.json). */
type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

/**
 * Preload links for a page's first render, so nothing waits for the entry to run first: its
 * route code (and CSS, fetched but not render-blocking) and, on a project page, the project
 * the page asks for first (an anonymous visitor's request; a signed-in one asks /api/...).
 */
export function preloadTags(preloads: RoutePreloads, pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  const key =
    parts.length === 0
      ? 'home'
      : parts[0] === 'project' && parts.length === 3
        ? 'project'
        : parts[0] === 'reviews' && parts.length === 2
          ? 'review'
          : parts[0] === 'user' && parts[1] === 'address' && parts.length === 3
            ? 'user'
            : null;
  const route = key ? preloads[key] : undefined;
  const tags: string[] = [];
  for (const href of route?.js ?? [])
    if (/^\/assets\/[\w.-]+\.js$/.test(href))
      tags.push(`<link rel="modulepreload" crossorigin href="${href}" />`);
  for (const href of route?.css ?? [])
    if (/^\/assets\/[\w.-]+\.css$/.test(href))
      tags.push(`<link rel="preload" as="style" crossorigin href="${href}" />`);
  if (key === 'project') {
    let chain: string;
    let slug: string;
    try {
      chain = decodeURIComponent(parts[1]!);
      slug = decodeURIComponent(parts[2]!);
    } catch {
      return tags.join('\n    ');
    }
    const api = `/api/public/projects/${encodeURIComponent(chain.toLowerCase())}/${encodeURIComponent(keyFromSlug(slug))}`;
    tags.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(api)}" />`);
  }
  return tags.join('\n    ');
}

/** Registered on the root instance (not encapsulated): it owns the app's not-found handler. */
export function registerPages(
  app: FastifyInstance,
  { deps, webDist }: { deps: Deps; webDist: string },
) {
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  let template: { mtimeMs: number; html: string; scriptHashes: string[] } | null = null;
  const readTemplate = async () => {
    const stat = await fs.promises.stat(indexPath);
    if (!template || template.mtimeMs !== stat.mtimeMs) {
      const html = await fs.promises.readFile(indexPath, 'utf8');
      template = { mtimeMs: stat.mtimeMs, html, scriptHashes: inlineScriptHashes(html) };
    }
    return template;
  };

  const preloadsPath = path.join(webDist, ROUTE_PRELOADS_FILE);
  let preloads: { mtimeMs: number; value: RoutePreloads } | null = null;
  const readPreloads = async (): Promise<RoutePreloads> => {
    try {
      const stat = await fs.promises.stat(preloadsPath);
      if (!preloads || preloads.mtimeMs !== stat.mtimeMs)
        preloads = {
          mtimeMs: stat.mtimeMs,
          value: JSON.parse(await fs.promises.readFile(preloadsPath, 'utf8')) as RoutePreloads,
        };
      return preloads.value;
    } catch {
      return {};
    }
  };

  registerFeeds(app, deps);
  registerBadge(app, deps);

  app.get('/robots.txt', async (request, reply) => {
    const base = baseUrl(deps, request);
    const body = [
      'User-agent: *',
      'Allow: /',
      'Allow: /api/public/',
      'Disallow: /api/',
      'Disallow: /me',
      'Disallow: /write-review/',
      'Disallow: /submit-project/',
      'Disallow: /create-quest',
      'Disallow: /search/',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(body);
  });

  // only pages that list something: a listed empty page is an error in crawlers' reports
  app.get('/sitemap.xml', async (request, reply) => {
    const base = baseUrl(deps, request);
    const entries: string[] = [];
    for (const kind of SITEMAP_KINDS)
      for (const page of await listedSitemapPages(deps.db, kind, SITEMAP_PAGE_IDS))
        entries.push(
          `  <sitemap><loc>${xml(`${base}/sitemaps/${kind}-${page}.xml`)}</loc></sitemap>`,
        );
    return sendXml(
      reply,
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}${entries.length ? '\n' : ''}</sitemapindex>\n`,
    );
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params;
    const match = /^(projects|reviews|profiles)-(\d{1,9})\.xml$/.exec(file);
    if (!match) return reply.status(404).send(errorBody(404, ['not_found']));
    const page = Number(match[2]);
    const from = page * SITEMAP_PAGE_IDS;
    const to = from + SITEMAP_PAGE_IDS;
    const base = baseUrl(deps, request);
    const kind = match[1] as SitemapKind;
    const urls =
      kind === 'projects'
        ? (await sitemapProjects(deps.db, from, to)).map((p) => ({
            loc: `${base}${links.project({ ...p, id: String(p.id) })}`,
            lastmod: p.updatedAt,
          }))
        : kind === 'reviews'
          ? (await sitemapReviews(deps.db, from, to)).map((r) => ({
              loc: `${base}${links.review(String(r.id))}`,
              lastmod: r.updatedAt,
            }))
          : (await sitemapProfiles(deps.db, from, to)).map((u) => ({
              loc: `${base}${links.profile(u.address)}`,
              lastmod: u.updatedAt,
            }));
    // a page that lists nothing (any more) is not one
    if (urls.length === 0) return reply.status(404).send(errorBody(404, ['not_found']));
    const body = urls
      .map(
        (u) => `  <url><loc>${xml(u.loc)}</loc><lastmod>${u.lastmod.toISOString()}</lastmod></url>`,
      )
      .join('\n');
    return sendXml(
      reply,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
    );
  });

  // the SPA, with history fallback and the page's head; unknown /api paths get the envelope
  app.setNotFoundHandler(async (request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      // HEAD answers as GET does (status, redirect, headers), as link checkers and crawlers ask
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !hasWeb
    ) {
      return reply.status(404).send(errorBody(404, ['not_found']));
    }
    const url = new URL(request.url, 'http://x');
    const queryLang = url.searchParams.get('lang');
    const lang = pageLanguage(queryLang, request.headers['accept-language']);
    const meta = await pageMeta(deps, baseUrl(deps, request), lang, url.pathname, url.search);
    if (meta.status === 301)
      // bounded: a renamed project's old link must not stay cached as a permanent redirect
      return reply
        .code(301)
        .header('location', meta.location)
        .header('cache-control', 'public, max-age=3600')
        .send();
    if (queryLang === lang) meta.variant = lang;
    const page = await readTemplate();
    const preload = meta.status === 200 ? preloadTags(await readPreloads(), url.pathname) : '';
    if (preload) meta.extraHead = meta.extraHead ? `${meta.extraHead}\n    ${preload}` : preload;
    const html = renderPage(page.html, meta);
    allowInlineScripts(reply, page.scriptHashes);
    reply
      .status(meta.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, accept-encoding')
      .type('text/html; charset=utf-8');
    // compressed here: the not-found handler gets no route-level compression hook
    const encoding =
      html.length >= COMPRESS_FROM_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(compressSync(html, encoding));
  });
}
