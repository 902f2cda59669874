// On-chain ownership: any signed-in wallet, verified by reading the chain. A claim names its
// proof, a recheck whether the owner changed (one answer shape for the client).
import type { FastifyInstance } from 'fastify';
import { idParamSchema, OWNERSHIP_PROOFS, projectSchema } from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { actorOf } from './admin.route-kit.ts';
import { claimOwnership, recheckOwnership } from './ownership.service.ts';

const ownershipResult = z.object({
  data: z.object({
    project: projectSchema,
    proof: z.enum(OWNERSHIP_PROOFS).optional(),
    changed: z.boolean().optional(),
  }),
});

export async function ownershipRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  t.post(
    '/api/projects/:id/claim-ownership',
    {
      preHandler: [requireAuth],
      schema: {
        errorCodes: {
          400: ['project_has_no_contract'],
          403: ['ownership_not_proven'],
          404: ['can_not_find_project'],
          409: ['already_project_owner'],
          503: ['chain_unavailable'],
        },
        tags: ['projects'],
        params: idParamSchema,
        response: { 200: ownershipResult },
      },
    },
    async (request) => ({
      data: await claimOwnership(deps, actorOf(request), request.params.id),
    }),
  );
  t.post(
    '/api/projects/:id/recheck-ownership',
    {
      preHandler: [requireAuth],
      schema: {
        errorCodes: {
          400: ['project_has_no_contract'],
          404: ['can_not_find_project'],
          503: ['chain_unavailable'],
        },
        tags: ['projects'],
        params: idParamSchema,
        response: { 200: ownershipResult },
      },
    },
    async (request) => ({
      data: await recheckOwnership(deps, actorOf(request), request.params.id),
    }),
  );
}
