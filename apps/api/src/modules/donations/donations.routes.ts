import type { FastifyInstance } from 'fastify';
import {
  donateLogBodySchema,
  donateLogListQuerySchema,
  donateLogResultSchema,
  donateStatisticSchema,
  donationSchema,
  listEnvelope,
  platformDonateStatisticSchema,
} from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { publicAndPrivateGet, typed } from '../../lib/routes.ts';
import { requireAuth, viewerOf } from '../../plugins/auth.ts';
import {
  donateLogs,
  platformDonateStatistic,
  reportDonation,
  userDonateStatistic,
} from './donations.service.ts';

export async function donationsRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const tags = ['donations'];

  typed(app).post(
    '/api/donate-logs',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: {
          400: ['can_not_find_chain', 'can_not_find_donate'],
          403: ['can_not_find_donate'],
          404: ['can_not_find_donate', 'can_not_find_review'],
          503: ['can_not_find_chain'],
        },
        tags,
        body: donateLogBodySchema,
        response: { 200: donateLogResultSchema },
      },
    },
    async (request) => {
      const { user } = viewerOf(request);
      const result = await reportDonation(
        deps,
        { id: user.id, address: user.address },
        request.body,
      );
      return { data: result.donation, meta: { created: result.created } };
    },
  );

  publicAndPrivateGet(
    app,
    '/donate-logs',
    {
      tags,
      querystring: donateLogListQuerySchema,
      response: { 200: listEnvelope(donationSchema) },
    },
    async (request) => donateLogs(deps, request.query),
  );

  publicAndPrivateGet(
    app,
    '/donate-statistics/user/:userId',
    {
      errorCodes: { 404: ['can_not_find_user'] },
      tags,
      params: z.object({ userId: z.string().max(32) }),
      response: { 200: z.object({ data: donateStatisticSchema }) },
    },
    async (request) => ({
      data: await userDonateStatistic(deps, request.params.userId),
    }),
  );

  publicAndPrivateGet(
    app,
    '/donate-statistics',
    { tags, response: { 200: z.object({ data: platformDonateStatisticSchema }) } },
    async () => ({ data: await platformDonateStatistic(deps) }),
  );
}
