// Share cards over HTTP: the public PNGs (versioned by content: `?v=<hash>` is immutable)
// and the signed-in calls that make a card and answer its URL (spec 7's share calls).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isId, type CardKind } from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { answerOf, documented } from '../../plugins/openapi.ts';
import { notFound } from '../../lib/errors.ts';
import { typed } from '../../lib/routes.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { baseUrl } from '../../lib/base-url.ts';
import { currentCard, shareUrl, type ShareCards } from './share.service.ts';

/** A versioned URL never changes its bytes; the bare one may, so it is cached briefly. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=300';

const NOT_FOUND_CODES = {
  project: 'can_not_find_project',
  review: 'can_not_find_review',
  user: 'can_not_find_user',
  site: 'not_found',
} as const satisfies Record<CardKind, string>;
const notFoundCode = (kind: CardKind) => NOT_FOUND_CODES[kind];

function sendPng(reply: FastifyReply, png: Buffer, cache: string) {
  return reply
    .type('image/png')
    .header('cache-control', cache)
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(png);
}

export async function shareRoutes(
  app: FastifyInstance,
  { deps, cards }: { deps: Deps; cards: ShareCards },
) {
  const t = typed(app);

  t.get(
    '/api/public/share/:kind/:file',
    {
      schema: {
        ...documented({ docResponses: answerOf('The card', 'image/png') }),
        errorCodes: {
          404: ['can_not_find_project', 'can_not_find_review', 'can_not_find_user', 'not_found'],
        },
        tags: ['share'],
        summary:
          'A card (PNG): project, profile (user id) and site (language code) 1280x628, review 700x400',
        params: z.object({
          kind: z.enum(['project', 'review', 'user', 'site']),
          file: z.string().regex(/^(\d{1,15}|[a-z]{2})\.png$/, 'invalid_file'),
        }),
        querystring: z.object({
          v: z
            .string()
            .regex(/^[0-9a-f]{16}$/, 'invalid_version')
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const name = request.params.file.slice(0, -4);
      // the site's card is named by a language, the others by an id
      const id = kind === 'site' ? name : /^\d+$/.test(name) ? Number(name) : null;
      if (id === null) throw notFound(notFoundCode(kind));
      const { v } = request.query;
      // one primary-key read: a card whose project, review or author was blocked since is
      // gone, old versions included
      const card = await currentCard(deps, kind, id);
      if (!card) throw notFound(notFoundCode(kind));
      // a version made before keeps its bytes (an old URL still works after an edit)
      if (v) {
        const stored = await cards.stored(kind, id, v);
        if (stored) return sendPng(reply, stored, IMMUTABLE);
      }
      const png = await cards.png(card);
      // an old version never made, or no version: today's card, cached briefly
      return sendPng(reply, png, v === card.hash ? IMMUTABLE : SHORT);
    },
  );

  for (const kind of ['project', 'review'] as const) {
    t.post(
      `/api/storage/share-${kind}/:id`,
      {
        preHandler: requireAuth,
        schema: {
          errorCodes: { 404: ['can_not_find_project', 'can_not_find_review'] },
          tags: ['share'],
          summary: `Makes the ${kind}'s share card and answers its URL`,
          params: z.object({ id: z.string().max(32) }),
          response: { 200: z.object({ data: z.object({ url: z.string() }) }) },
        },
      },
      async (request) => {
        if (!isId(request.params.id)) throw notFound(notFoundCode(kind));
        const url = await shareUrl(
          deps,
          cards,
          baseUrl(deps, request),
          kind,
          Number(request.params.id),
        );
        return { data: { url } };
      },
    );
  }
}
