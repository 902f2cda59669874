// RSS 2.0 and Atom feeds of a project's newest reviews and of a user's reviews, linked
// from their pages with <link rel="alternate">.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { links, shortenAddress } from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { answerOf, documented } from '../../plugins/openapi.ts';
import { errorBody } from '../../lib/errors.ts';
import { clip, escapeHtml as x } from './pages.html.ts';
import { newestReviews, projectById, userByAddress, userReviews } from './pages.repository.ts';
import { PAGE_TEXTS } from '../../lib/page-texts.ts';
import { baseUrl } from '../../lib/base-url.ts';

/** Items per feed. */
export const FEED_ITEMS = 20;

interface FeedItem {
  id: number;
  title: string;
  summary: string;
  author: string;
  published: Date;
  updated: Date;
}
interface Feed {
  title: string;
  description: string;
  link: string;
  self: string;
  items: FeedItem[];
}

function rss(feed: Feed, base: string): string {
  const items = feed.items
    .map((i) => {
      const link = `${base}${links.review(String(i.id))}`;
      return `    <item>
      <title>${x(i.title)}</title>
      <link>${x(link)}</link>
      <guid isPermaLink="true">${x(link)}</guid>
      <pubDate>${i.published.toUTCString()}</pubDate>
      <dc:creator>${x(i.author)}</dc:creator>
      <description>${x(i.summary)}</description>
    </item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${x(feed.title)}</title>
    <link>${x(feed.link)}</link>
    <description>${x(feed.description)}</description>
    <atom:link href="${x(feed.self)}" rel="self" type="application/rss+xml" />
${items}
  </channel>
</rss>
`;
}

function atom(feed: Feed, base: string): string {
  const updated = feed.items.reduce((max, i) => (i.updated > max ? i.updated : max), new Date(0));
  const entries = feed.items
    .map((i) => {
      const link = `${base}${links.review(String(i.id))}`;
      return `  <entry>
    <id>${x(link)}</id>
    <title>${x(i.title)}</title>
    <link href="${x(link)}" />
    <published>${i.published.toISOString()}</published>
    <updated>${i.updated.toISOString()}</updated>
    <author><name>${x(i.author)}</name></author>
    <summary>${x(i.summary)}</summary>
  </entry>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${x(feed.self)}</id>
  <title>${x(feed.title)}</title>
  <subtitle>${x(feed.description)}</subtitle>
  <link href="${x(feed.link)}" />
  <link href="${x(feed.self)}" rel="self" />
  <updated>${updated.toISOString()}</updated>
${entries}
</feed>
`;
}

const displayName = (u: { displayName: string | null; address: string }) =>
  u.displayName?.trim() || shortenAddress(u.address);

export function registerFeeds(app: FastifyInstance, deps: Deps) {
  const send = (reply: FastifyReply, format: 'rss' | 'atom', feed: Feed, base: string) =>
    reply
      .type(`application/${format}+xml; charset=utf-8`)
      .header('cache-control', 'public, max-age=600')
      .send(format === 'rss' ? rss(feed, base) : atom(feed, base));
  const notFound = errorBody(404, ['not_found']);

  app.get<{ Params: { file: string } }>(
    '/api/public/feeds/projects/:file',
    {
      schema: documented({
        summary: "A project's newest reviews as RSS or Atom",
        docParams: z.object({
          file: z
            .string()
            .regex(/^\d{1,15}\.(rss|atom)$/)
            .describe("The project's numeric id and the format: `12.rss` or `12.atom`"),
        }),
        docResponses: answerOf('The feed', 'application/rss+xml', 'application/atom+xml'),
      }),
    },
    async (request, reply) => {
      const { file } = request.params;
      const match = /^(\d{1,15})\.(rss|atom)$/.exec(file);
      if (!match) return reply.status(404).send(notFound);
      const project = await projectById(deps.db, Number(match[1]));
      if (!project || project.status !== 'active') return reply.status(404).send(notFound);
      const base = baseUrl(deps, request);
      const label = project.symbol ? `${project.name} (${project.symbol})` : project.name;
      const rows = await newestReviews(deps.db, project.id, FEED_ITEMS);
      return send(
        reply,
        match[2] as 'rss' | 'atom',
        {
          title: `${PAGE_TEXTS.en.projectTitle(label)} | ChainReview`,
          description: PAGE_TEXTS.en.project({
            name: label,
            avg: (Math.round(project.avgStar * 10) / 10).toFixed(1),
            count: project.reviewCount,
          }),
          link: `${base}${links.project({ ...project, id: String(project.id) })}`,
          self: `${base}${request.url.split('?')[0]}`,
          items: rows.map((r) => ({
            id: r.id,
            title: `${r.title} (${r.rate}/5)`,
            summary: clip(r.contentText, 500),
            author: displayName({ displayName: r.authorName, address: r.authorAddress }),
            published: r.createdAt,
            updated: r.updatedAt,
          })),
        },
        base,
      );
    },
  );

  const userFeed = documented({
    summary: "A reviewer's newest reviews as RSS or Atom",
    docParams: z.object({
      file: z
        .string()
        .regex(/^[A-Za-z0-9]{1,100}\.(rss|atom)$/)
        .describe("The reviewer's wallet address and the format: `0xabc...def.rss` or `.atom`"),
    }),
    docResponses: answerOf('The feed', 'application/rss+xml', 'application/atom+xml'),
  });
  app.get<{ Params: { file: string } }>(
    '/api/public/feeds/users/:file',
    { schema: userFeed },
    async (request, reply) => {
      const { file } = request.params;
      const match = /^([A-Za-z0-9]{1,100})\.(rss|atom)$/.exec(file);
      if (!match) return reply.status(404).send(notFound);
      const user = await userByAddress(deps.db, match[1]!);
      if (!user || user.status !== 'active') return reply.status(404).send(notFound);
      const base = baseUrl(deps, request);
      const name = displayName(user);
      const rows = await userReviews(deps.db, user.id, FEED_ITEMS);
      return send(
        reply,
        match[2] as 'rss' | 'atom',
        {
          title: PAGE_TEXTS.en.profileTitle(name),
          description: PAGE_TEXTS.en.profile(name),
          link: `${base}${links.profile(user.address)}`,
          self: `${base}${request.url.split('?')[0]}`,
          items: rows.map((r) => ({
            id: r.id,
            title: `${r.title} - ${r.projectName} (${r.rate}/5)`,
            summary: clip(r.contentText, 500),
            author: name,
            published: r.createdAt,
            updated: r.updatedAt,
          })),
        },
        base,
      );
    },
  );
}
