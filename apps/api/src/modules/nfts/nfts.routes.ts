import type { FastifyInstance } from 'fastify';
import {
  listEnvelope,
  meSchema,
  nftSchema,
  paginationQuerySchema,
  syncNftAvatarBodySchema,
} from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { requireAuth, viewerOf } from '../../plugins/auth.ts';
import { listNfts, syncNftAvatar, syncNfts } from './nfts.service.ts';

export async function nftsRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  const tags = ['nfts'];

  t.post(
    '/api/sync-nfts',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        response: { 200: z.object({ data: z.object({ result: z.array(nftSchema) }) }) },
      },
    },
    async (request) => ({ data: { result: await syncNfts(deps, viewerOf(request).user) } }),
  );

  t.get(
    '/api/nfts',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        querystring: paginationQuerySchema,
        response: { 200: listEnvelope(nftSchema) },
      },
    },
    async (request) =>
      listNfts(deps, viewerOf(request).user, request.query.limit, request.query.offset),
  );

  t.post(
    '/api/sync-nft-avatar',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: { 403: ['you_are_not_owner_of_nft'], 404: ['can_not_find_chain'] },
        tags,
        body: syncNftAvatarBodySchema,
        response: { 200: z.object({ data: meSchema }) },
      },
    },
    async (request) => ({ data: await syncNftAvatar(deps, viewerOf(request).user, request.body) }),
  );
}
