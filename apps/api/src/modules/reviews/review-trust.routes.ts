// Public signed payloads and edit histories of reviews.
import type { FastifyInstance } from 'fastify';
import { reviewSignatureResponseSchema, reviewVersionSchema } from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { publicAndPrivateGet, typed } from '../../lib/routes.ts';
import { reviewSignature, reviewVersions } from './review-trust.service.ts';

const params = z.object({ reviewId: z.string().max(32) });

export async function reviewTrustRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const tags = ['reviews'];
  typed(app).get(
    '/api/public/reviews/:reviewId/signature',
    {
      schema: {
        tags,
        summary: "A review's EIP-712 typed data and signature, for any EIP-712 library",
        params,
        response: { 200: z.object({ data: reviewSignatureResponseSchema }) },
      },
    },
    async (request) => ({ data: await reviewSignature(deps, request.params.reviewId) }),
  );
  publicAndPrivateGet(
    app,
    '/reviews/:reviewId/versions',
    {
      errorCodes: { 404: ['can_not_find_review'] },
      tags,
      summary: 'Every version of a review, oldest first (admins: also blocked reviews)',
      params,
      response: { 200: z.object({ data: z.array(reviewVersionSchema) }) },
    },
    async (request, _reply, viewer) => ({
      data: await reviewVersions(deps, request.params.reviewId, viewer?.user.role === 'admin'),
    }),
  );
}
