// The embeddable rating badge: an SVG and a tiny iframe page showing stars, average and
// review count and linking back to the project. Cached, sets no cookies, and may be framed
// by any site (the rest of the app keeps frame-ancestors 'none').
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EMBED_BADGE, links } from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { answerOf, documented } from '../../plugins/openapi.ts';
import { errorBody } from '../../lib/errors.ts';
import { baseUrl } from '../../lib/base-url.ts';
import { clip, escapeHtml as x } from './pages.html.ts';
import { projectById, type PageProject } from './pages.repository.ts';

export const BADGE_WIDTH = EMBED_BADGE.width;
export const BADGE_HEIGHT = EMBED_BADGE.height;

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

export function badgeSvg(project: PageProject): string {
  const avg = Math.round(project.avgStar * 10) / 10;
  const name = clip(project.symbol ? `${project.name} (${project.symbol})` : project.name, 28);
  const stars = [0, 1, 2, 3, 4]
    .map((i) => {
      const fill = Math.max(0, Math.min(1, avg - i));
      const id = `s${i}`;
      return `<g transform="translate(${10 + i * 20} 28)"><defs><linearGradient id="${id}"><stop offset="${fill}" stop-color="#f5b301"/><stop offset="${fill}" stop-color="#d0d4da"/></linearGradient></defs><path d="${STAR}" fill="url(#${id})"/></g>`;
    })
    .join('');
  const label = `${name}: ${avg.toFixed(1)} out of 5, ${project.reviewCount} reviews on ChainReview`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" viewBox="0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}" role="img" aria-label="${x(label)}"><title>${x(label)}</title><rect width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" rx="8" fill="#ffffff" stroke="#d0d4da"/><text x="10" y="20" font-family="system-ui,sans-serif" font-size="13" font-weight="600" fill="#1a1b1e">${x(name)}</text>${stars}<text x="116" y="44" font-family="system-ui,sans-serif" font-size="14" font-weight="700" fill="#1a1b1e">${avg.toFixed(1)}</text><text x="142" y="44" font-family="system-ui,sans-serif" font-size="12" fill="#5c5f66">${project.reviewCount} reviews</text><text x="230" y="20" text-anchor="end" font-family="system-ui,sans-serif" font-size="10" fill="#5c5f66">ChainReview</text></svg>`;
}

function embedHtml(project: PageProject, projectUrl: string, svg: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${x(project.name)} on ChainReview</title><style>html,body{margin:0;background:transparent}a{display:inline-block;line-height:0}</style></head><body><a href="${x(projectUrl)}" target="_blank" rel="noopener">${svg}</a></body></html>`;
}

/** Public, cacheable and frameable by any site: overrides the app's framing headers. */
function embeddable(reply: FastifyReply) {
  reply.removeHeader('x-frame-options');
  reply.removeHeader('set-cookie');
  return reply
    .header('cache-control', 'public, max-age=600')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors *",
    )
    .header('cross-origin-resource-policy', 'cross-origin');
}

/** The badge routes' path parameter, typed by Fastify's generics (a bad file name is their own 404). */
interface FileParams {
  Params: { file: string };
}

export function registerBadge(app: FastifyInstance, deps: Deps) {
  const load = async (raw: string, ext: string) => {
    const match = new RegExp(`^(\\d{1,15})\\.${ext}$`).exec(raw);
    if (!match) return null;
    const project = await projectById(deps.db, Number(match[1]));
    return project && project.status === 'active' ? project : null;
  };

  const badgeFile = (ext: string) =>
    z.object({
      file: z
        .string()
        .regex(new RegExp(`^\\d{1,15}\\.${ext}$`))
        .describe(`The project's numeric id and the extension: \`12.${ext}\``),
    });
  const badge = documented({
    summary: "A project's rating badge (SVG)",
    docParams: badgeFile('svg'),
    docResponses: answerOf('The badge', 'image/svg+xml'),
  });
  const embed = documented({
    summary: "A project's rating badge as a page to put in an iframe",
    docParams: badgeFile('html'),
    docResponses: answerOf('The page', 'text/html'),
  });
  app.get<FileParams>(
    '/api/public/badge/projects/:file',
    { schema: badge },
    async (request, reply) => {
      const project = await load(request.params.file, 'svg');
      if (!project) return reply.status(404).send(errorBody(404, ['not_found']));
      return embeddable(reply).type('image/svg+xml; charset=utf-8').send(badgeSvg(project));
    },
  );

  app.get<FileParams>('/embed/badge/:file', { schema: embed }, async (request, reply) => {
    const project = await load(request.params.file, 'html');
    if (!project) return reply.status(404).send(errorBody(404, ['not_found']));
    const url = `${baseUrl(deps, request)}${links.project({ ...project, id: String(project.id) })}`;
    return embeddable(reply)
      .type('text/html; charset=utf-8')
      .send(embedHtml(project, url, badgeSvg(project)));
  });
}
