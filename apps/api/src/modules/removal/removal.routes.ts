// Removal with a trace: the author's appeal, the admin team's appeals queue, the public
// moderation figures (/transparency) and a project's count of removed reviews.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminAppealDecisionSchema,
  appealBodySchema,
  idParamSchema,
  paginationQuerySchema,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { requireAdmin, requireAuth, viewerOf } from '../../plugins/auth.ts';
import {
  decideAppeal,
  fileAppeal,
  listAppeals,
  myAppeal,
  projectRemovals,
  transparencyFigures,
} from './removal.service.ts';

const actorOf = (request: FastifyRequest) => {
  const { user } = viewerOf(request);
  return { id: user.id, address: user.address, role: user.role };
};

const reviewParams = z.object({ reviewId: z.string().max(32) });

export async function removalRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);

  t.get(
    '/api/reviews/:reviewId/appeal',
    { preHandler: [requireAuth], schema: { tags: ['reviews'], params: reviewParams } },
    async (request) => ({
      data: await myAppeal(deps, actorOf(request), request.params.reviewId),
    }),
  );
  t.post(
    '/api/reviews/:reviewId/appeal',
    {
      preHandler: [requireAuth],
      schema: { tags: ['reviews'], params: reviewParams, body: appealBodySchema },
    },
    async (request, reply) => {
      const data = await fileAppeal(
        deps,
        actorOf(request),
        request.params.reviewId,
        request.body.message,
      );
      return reply.status(201).send({ data });
    },
  );

  const admin = { preHandler: [requireAuth, requireAdmin] };
  t.get(
    '/api/admin/appeals',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        querystring: paginationQuerySchema.extend({
          status: z.enum(['open', 'restored', 'rejected']).default('open'),
        }),
      },
    },
    async (request) =>
      listAppeals(deps, request.query.status, request.query.limit, request.query.offset),
  );
  t.put(
    '/api/admin/appeals/:id',
    {
      ...admin,
      schema: { tags: ['admin'], params: idParamSchema, body: adminAppealDecisionSchema },
    },
    async (request) => ({
      data: await decideAppeal(
        deps,
        actorOf(request),
        request.params.id,
        request.body.decision,
        request.body.reason,
      ),
    }),
  );

  t.get('/api/public/transparency', { schema: { tags: ['public'] } }, async () => ({
    data: await transparencyFigures(deps),
  }));
  t.get(
    '/api/public/transparency/projects/:projectId',
    {
      schema: { tags: ['public'], params: z.object({ projectId: z.string().max(32) }) },
    },
    async (request) => ({ data: await projectRemovals(deps, request.params.projectId) }),
  );
}
