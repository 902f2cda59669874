// Issue 16: the public trust figures, and the admin team's view of the vote-integrity job
// (run on demand, rings to clear).
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { typed } from '../../lib/routes.ts';
import { requireAuth, viewerOf } from '../../plugins/auth.ts';
import { clearRing, listRings, trustFigures } from './trust.repository.ts';
import { reweighRingReviews, runVoteIntegrity } from './vote-integrity.service.ts';

const requireAdmin: preHandlerAsyncHookHandler = async (request) => {
  if (viewerOf(request).user.role !== 'admin') throw forbidden('access_denied');
};

const ringSchema = z.object({
  id: z.string(),
  memberIds: z.array(z.string()),
  status: z.enum(['flagged', 'cleared']),
  lift: z.number(),
  detectedAt: z.string(),
  clearedAt: z.string().nullable(),
});
const toRing = (r: Awaited<ReturnType<typeof listRings>>[number]) => ({
  id: String(r.id),
  memberIds: r.memberIds.map(String),
  status: r.status,
  lift: r.lift,
  detectedAt: r.detectedAt.toISOString(),
  clearedAt: r.clearedAt ? r.clearedAt.toISOString() : null,
});

export async function trustRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  const guard = { preHandler: [requireAuth, requireAdmin] };
  t.get(
    '/api/public/trust',
    {
      schema: {
        tags: ['trust'],
        summary: 'Live figures for the trust page',
        response: {
          200: z.object({
            data: z.object({
              reviewsSigned: z.number().int(),
              reviewsTotal: z.number().int(),
              votesReversed: z.number().int(),
              ringsFound: z.number().int(),
              ringsFlagged: z.number().int(),
              reportsUpheld: z.number().int(),
              reportsDismissed: z.number().int(),
            }),
          }),
        },
      },
    },
    async () => {
      const figures = await trustFigures(deps.db);
      return {
        data: {
          reviewsSigned: Number(figures.reviewsSigned),
          reviewsTotal: Number(figures.reviewsTotal),
          votesReversed: Number(figures.votesReversed),
          ringsFound: Number(figures.ringsFound),
          ringsFlagged: Number(figures.ringsFlagged),
          reportsUpheld: Number(figures.reportsUpheld),
          reportsDismissed: Number(figures.reportsDismissed),
        },
      };
    },
  );
  t.post(
    '/api/admin/vote-integrity/run',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Run the serial-vote and vote-ring detector now',
        response: {
          200: z.object({
            data: z.object({
              votesScanned: z.number().int(),
              serialVotesReversed: z.number().int(),
              ringsFlagged: z.number().int(),
            }),
          }),
        },
      },
    },
    async () => ({ data: await runVoteIntegrity(deps) }),
  );
  t.get(
    '/api/admin/vote-rings',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        querystring: z.object({ status: z.enum(['flagged', 'cleared']).optional() }),
        response: { 200: z.object({ data: z.array(ringSchema) }) },
      },
    },
    async (request) => ({ data: (await listRings(deps.db, request.query.status)).map(toRing) }),
  );
  t.post(
    '/api/admin/vote-rings/:ringId/clear',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        params: z.object({ ringId: z.string().regex(/^\d{1,15}$/, 'can_not_find_data') }),
        response: { 200: z.object({ data: ringSchema }) },
      },
    },
    async (request) => {
      const ring = await clearRing(
        deps.db,
        Number(request.params.ringId),
        viewerOf(request).user.id,
        deps.now(),
      );
      if (!ring) throw notFound('can_not_find_data');
      await reweighRingReviews(deps.db, ring.memberIds);
      return { data: toRing(ring) };
    },
  );
}
