// The public trust figures, and the admin team's view of the vote-integrity job
// (run on demand, rings to clear).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ID_PATTERN, optionalReasonSchema } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { typed } from '../../lib/routes.ts';
import { requireAdmin, requireAuth, viewerOf } from '../../plugins/auth.ts';
import { listRings, ringById, trustFigures, usersByIds } from './trust.repository.ts';
import { clearVoteRing, runVoteIntegrityNow } from './vote-integrity.service.ts';

const ringSchema = z.object({
  id: z.string(),
  memberIds: z.array(z.string()),
  members: z.array(
    z.object({ id: z.string(), address: z.string(), displayName: z.string().nullable() }),
  ),
  status: z.enum(['flagged', 'cleared']),
  lift: z.number(),
  detectedAt: z.string(),
  clearedAt: z.string().nullable(),
});
type RingRow = Awaited<ReturnType<typeof listRings>>[number];
type Member = Awaited<ReturnType<typeof usersByIds>>[number];
const toRing = (r: RingRow, people: Map<number, Member>) => ({
  id: String(r.id),
  memberIds: r.memberIds.map(String),
  members: r.memberIds
    .map((id) => people.get(id))
    .filter((m): m is Member => !!m)
    .map((m) => ({ id: String(m.id), address: m.address, displayName: m.displayName })),
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
        errorCodes: { 409: ['vote_integrity_running'] },
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
    async () => ({ data: await runVoteIntegrityNow(deps) }),
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
    async (request) => {
      const rings = await listRings(deps.db, request.query.status);
      const people = new Map(
        (await usersByIds(deps.db, [...new Set(rings.flatMap((r) => r.memberIds))])).map((u) => [
          u.id,
          u,
        ]),
      );
      return { data: rings.map((r) => toRing(r, people)) };
    },
  );
  const ringParams = z.object({ ringId: z.string().regex(ID_PATTERN, 'can_not_find_data') });
  const clear = async (ringId: string, adminId: number, reason?: string) => {
    if (!(await clearVoteRing(deps, adminId, Number(ringId), reason)))
      throw notFound('can_not_find_data');
    const ring = (await ringById(deps.db, Number(ringId)))!;
    const people = new Map((await usersByIds(deps.db, ring.memberIds)).map((u) => [u.id, u]));
    return { data: toRing(ring, people) };
  };
  t.post(
    '/api/admin/vote-rings/:ringId/clear',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: "Clear a flagged vote ring: its members' votes weigh again",
        errorCodes: { 404: ['can_not_find_data'] },
        params: ringParams,
        response: { 200: z.object({ data: ringSchema }) },
      },
    },
    async (request) => clear(request.params.ringId, viewerOf(request).user.id),
  );
  t.put(
    '/api/admin/vote-rings/:ringId/status',
    {
      ...guard,
      schema: {
        tags: ['admin'],
        summary: 'Clear a flagged vote ring, with an optional reason for the audit trail',
        errorCodes: { 404: ['can_not_find_data'] },
        params: ringParams,
        body: z.object({ status: z.literal('cleared'), reason: optionalReasonSchema }),
        response: { 200: z.object({ data: ringSchema }) },
      },
    },
    async (request) =>
      clear(request.params.ringId, viewerOf(request).user.id, request.body.reason || undefined),
  );
}
