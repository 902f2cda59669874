// Removal with a trace: the author's appeal, the admin team's appeals queue, the public
// moderation figures (/transparency) and a project's count of removed reviews.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminAppealDecisionSchema,
  adminAppealSchema,
  appealBodySchema,
  appealSchema,
  idParamSchema,
  listMetaSchema,
  paginationQuerySchema,
  transparencyMonthSchema,
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
const appealAnswer = z.object({ data: appealSchema });

export async function removalRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);

  t.get(
    '/api/reviews/:reviewId/appeal',
    {
      preHandler: [requireAuth],
      schema: {
        errorCodes: { 403: ['appeal_only_author'], 404: ['can_not_find_review'] },
        tags: ['reviews'],
        params: reviewParams,
        // null: the author has not appealed (yet)
        response: { 200: z.object({ data: appealSchema.nullable() }) },
      },
    },
    async (request) => ({
      data: await myAppeal(deps, actorOf(request), request.params.reviewId),
    }),
  );
  t.post(
    '/api/reviews/:reviewId/appeal',
    {
      preHandler: [requireAuth],
      schema: {
        errorCodes: {
          403: ['appeal_only_author'],
          404: ['can_not_find_review'],
          409: ['appeal_already_filed', 'review_not_removed'],
        },
        tags: ['reviews'],
        params: reviewParams,
        body: appealBodySchema,
        response: { 201: appealAnswer },
      },
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
        response: {
          200: z.object({
            data: z.array(adminAppealSchema),
            meta: listMetaSchema,
            /** Open appeals, whatever the filter (the queue's badge). */
            open: z.number().int(),
          }),
        },
      },
    },
    async (request) =>
      listAppeals(deps, request.query.status, request.query.limit, request.query.offset),
  );
  t.put(
    '/api/admin/appeals/:id',
    {
      ...admin,
      schema: {
        errorCodes: {
          404: ['can_not_find_data', 'can_not_find_review'],
          409: ['appeal_already_decided'],
        },
        tags: ['admin'],
        params: idParamSchema,
        body: adminAppealDecisionSchema,
        response: { 200: appealAnswer },
      },
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

  t.get(
    '/api/public/transparency',
    {
      schema: {
        tags: ['public'],
        response: {
          200: z.object({
            data: z.object({ months: z.array(transparencyMonthSchema), generatedAt: z.string() }),
          }),
        },
      },
    },
    async () => ({ data: await transparencyFigures(deps) }),
  );
  t.get(
    '/api/public/transparency/projects/:projectId',
    {
      schema: {
        errorCodes: { 404: ['can_not_find_project'] },
        tags: ['public'],
        params: z.object({ projectId: z.string().max(32) }),
        response: { 200: z.object({ data: z.object({ removedReviews: z.number().int() }) }) },
      },
    },
    async (request) => ({ data: await projectRemovals(deps, request.params.projectId) }),
  );
}
