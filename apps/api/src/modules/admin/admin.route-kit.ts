// What the admin route files share: the guard, who decides, and the request and answer shapes
// that several tabs use.
import type { FastifyRequest } from 'fastify';
import { moderationReasonSchema, optionalReasonSchema, projectSchema } from '@chainreview/shared';
import { z } from 'zod';
import { requireAdmin, requireAuth, viewerOf } from '../../plugins/auth.ts';

export const actorOf = (request: FastifyRequest) => {
  const { user } = viewerOf(request);
  return { id: user.id, address: user.address, role: user.role };
};

export const guard = { preHandler: [requireAuth, requireAdmin] };
export const tags = ['admin'];
export const keyword = z.string().trim().max(100).optional();
export const reasonBody = z.object({ reason: optionalReasonSchema });
// required by the service when the decision removes content
export const ruleBody = reasonBody.extend({ reasonCategory: moderationReasonSchema.optional() });

// what a settled queue item answers: its id and its new status
export const settled = z.object({ data: z.object({ id: z.string(), status: z.string() }) });
export const adminProject = projectSchema.extend({
  featureRank: z.number(),
  status: z.enum(['pending', 'active', 'blocked']),
});
