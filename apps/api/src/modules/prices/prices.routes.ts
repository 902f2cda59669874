import type { FastifyInstance } from 'fastify';
import { poolInfoSchema, pricesSchema, tokenInfoSchema } from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { readPoolInfo } from '../../chain/pool.ts';
import { readTokenInfo } from '../../chain/token-info.ts';
import { typed } from '../../lib/routes.ts';
import { getVisibleProjectRow } from '../projects/index.ts';
import { getPrices } from './prices.service.ts';

export async function pricesRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  const tags = ['chain'];

  t.get(
    '/api/public/prices',
    { schema: { tags, response: { 200: z.object({ data: pricesSchema }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return { data: await getPrices(deps) };
    },
  );

  t.get(
    '/api/public/project/:id/pool',
    {
      schema: {
        errorCodes: { 404: ['can_not_find_project'] },
        tags,
        params: z.object({ id: z.string().max(32) }),
        response: { 200: z.object({ data: poolInfoSchema.nullable() }) },
      },
    },
    async (request) => {
      const project = await getVisibleProjectRow(deps, request.params.id);
      const prices = await getPrices(deps);
      const info = await readPoolInfo(deps, project, {
        binancecoin: prices.binancecoin?.usd ?? null,
        ethereum: prices.ethereum?.usd ?? null,
      });
      return { data: info };
    },
  );

  t.get(
    '/api/public/chain/token/:chain/:address',
    {
      schema: {
        errorCodes: { 404: ['can_not_find_chain', 'can_not_find_data'] },
        tags,
        summary:
          'Token name, symbol, decimals and supply read from the chain (needs CHAIN_RPC_URL_<id>)',
        params: z.object({ chain: z.string().max(32), address: z.string().max(100) }),
        response: { 200: z.object({ data: tokenInfoSchema }) },
      },
    },
    async (request) => ({
      data: await readTokenInfo(deps, request.params.chain, request.params.address),
    }),
  );
}
