import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  activitySchema,
  globalReviewListQuerySchema,
  listEnvelope,
  paginationQuerySchema,
  replyBodySchema,
  replyListQuerySchema,
  replySchema,
  reportBodySchema,
  reviewBodySchema,
  reviewCardSchema,
  reviewListQuerySchema,
  reviewSchema,
  voteBodySchema,
  voteResultSchema,
} from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { announceNextPage } from '../../lib/paging.ts';
import { publicAndPrivateGet, typed } from '../../lib/routes.ts';
import { trustedSerializerCompiler } from '../../lib/trusted-serializer.ts';
import { requireAuth, viewerOf } from '../../plugins/auth.ts';
import { activities } from './activities.service.ts';
import { createReply, listReplies, updateReply } from './replies.service.ts';
import { report } from './reports.service.ts';
import {
  allReviews,
  createReview,
  getReview,
  myReview,
  projectReviews,
  updateReview,
} from './reviews.service.ts';
import { castVote } from './votes.service.ts';

const id = z.string().max(32);
const written = z.object({
  data: reviewSchema,
  meta: z.object({ energySpent: z.number().int(), lastEnergy: z.number().int() }),
});
const reportResult = z.object({
  data: z.object({
    id: z.string(),
    targetType: z.enum(['review', 'reply']),
    targetId: z.string(),
    reason: z.string(),
    status: z.string(),
    createdAt: z.string(),
  }),
});

export async function reviewsRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  const tags = ['reviews'];
  const viewerRef = (request: FastifyRequest) => {
    const { user } = viewerOf(request);
    return { id: user.id, address: user.address, role: user.role };
  };

  publicAndPrivateGet(
    app,
    '/project/:projectId/reviews',
    {
      errorCodes: { 404: ['can_not_find_project'] },
      tags,
      params: z.object({ projectId: id }),
      querystring: reviewListQuerySchema,
      // cards: the list carries `content` (what the card renders), not `contentText`
      response: { 200: listEnvelope(reviewCardSchema) },
    },
    async (request, reply, viewer) => {
      const page = await projectReviews(
        deps,
        request.params.projectId,
        request.query,
        viewer?.user.id,
      );
      announceNextPage(request, reply, page.meta.nextCursor);
      return page;
    },
    // the cards are built key by key in the schema's order (toReviewCard), or written as JSON
    // by the database (an anonymous page): no zod copy in production, checked against zod's
    // serialization everywhere else
    { serializerCompiler: trustedSerializerCompiler(deps.config.env !== 'production') },
  );

  t.get(
    '/api/project/:projectId/my-review',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: { 404: ['can_not_find_project'] },
        tags,
        params: z.object({ projectId: id }),
        response: { 200: z.object({ data: reviewSchema.nullable() }) },
      },
    },
    async (request) => ({
      data: await myReview(deps, request.params.projectId, viewerOf(request).user.id),
    }),
  );

  t.post(
    '/api/project/:projectId/reviews',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: {
          400: [
            'can_not_find_image',
            'review_signature_expired',
            'review_signature_invalid',
            'review_signature_unsupported_chain',
            'review_signature_wrong_site',
            'title_invalid',
          ],
          403: ['you_are_not_owner_this_image'],
          404: ['can_not_find_image', 'can_not_find_project'],
          409: ['Conflict', 'review_already_blocked', 'review_awaiting_moderation'],
          422: ['not_enough_energy'],
          429: ['do_not_spam'],
        },
        tags,
        params: z.object({ projectId: id }),
        body: reviewBodySchema,
        response: { 200: written },
      },
    },
    async (request) => {
      const result = await createReview(
        deps,
        viewerRef(request),
        request.params.projectId,
        request.body,
      );
      return {
        data: result.review,
        meta: { energySpent: result.energySpent, lastEnergy: result.lastEnergy },
      };
    },
  );

  t.put(
    '/api/reviews/:reviewId',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: {
          400: [
            'can_not_find_image',
            'review_signature_expired',
            'review_signature_invalid',
            'review_signature_unsupported_chain',
            'review_signature_wrong_site',
            'signature_required',
            'title_invalid',
          ],
          403: ['Forbidden', 'you_are_not_owner_this_image'],
          404: ['can_not_find_image', 'can_not_find_review'],
          422: ['not_enough_energy'],
        },
        tags,
        params: z.object({ reviewId: id }),
        body: reviewBodySchema,
        response: { 200: written },
      },
    },
    async (request) => {
      const result = await updateReview(
        deps,
        viewerRef(request),
        request.params.reviewId,
        request.body,
      );
      return {
        data: result.review,
        meta: { energySpent: result.energySpent, lastEnergy: result.lastEnergy },
      };
    },
  );

  publicAndPrivateGet(
    app,
    '/reviews/:reviewId',
    {
      errorCodes: { 404: ['can_not_find_review'], 410: ['review_removed'] },
      tags,
      params: z.object({ reviewId: id }),
      response: { 200: z.object({ data: reviewSchema }) },
    },
    async (request, _reply, viewer) => ({
      data: await getReview(deps, request.params.reviewId, viewer?.user.id),
    }),
  );

  publicAndPrivateGet(
    app,
    '/reviews',
    {
      tags,
      querystring: globalReviewListQuerySchema,
      response: { 200: listEnvelope(reviewSchema) },
    },
    async (request, reply, viewer) => {
      const page = await allReviews(deps, request.query, viewer?.user.id);
      announceNextPage(request, reply, page.meta.nextCursor);
      return page;
    },
  );

  t.post(
    '/api/review/:reviewId/vote',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: {
          403: ['you_cannot_vote_for_yourself'],
          404: ['can_not_find_review'],
          422: ['not_enough_energy'],
        },
        tags,
        params: z.object({ reviewId: id }),
        body: voteBodySchema,
        response: { 200: z.object({ data: voteResultSchema }) },
      },
    },
    async (request) => ({
      data: await castVote(deps, viewerRef(request), request.params.reviewId, request.body.vote),
    }),
  );

  publicAndPrivateGet(
    app,
    '/reviews/:reviewId/replies',
    {
      tags,
      params: z.object({ reviewId: id }),
      querystring: replyListQuerySchema,
      response: { 200: listEnvelope(replySchema) },
    },
    async (request, reply) => {
      const page = await listReplies(deps, request.params.reviewId, request.query);
      announceNextPage(request, reply, page.meta.nextCursor);
      return page;
    },
  );

  t.post(
    '/api/reviews/:reviewId/replies',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: { 429: ['do_not_spam'] },
        tags,
        params: z.object({ reviewId: id }),
        body: replyBodySchema,
        response: { 200: z.object({ data: replySchema }) },
      },
    },
    async (request) => ({
      data: await createReply(
        deps,
        viewerRef(request),
        request.params.reviewId,
        request.body.content,
      ),
    }),
  );

  t.put(
    '/api/replies/:replyId',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: { 403: ['Forbidden'], 404: ['can_not_find_data'] },
        tags,
        params: z.object({ replyId: id }),
        body: replyBodySchema,
        response: { 200: z.object({ data: replySchema }) },
      },
    },
    async (request) => ({
      data: await updateReply(
        deps,
        viewerRef(request),
        request.params.replyId,
        request.body.content,
      ),
    }),
  );

  for (const targetType of ['review', 'reply'] as const) {
    t.post(
      `/api/reports/${targetType}/:id`,
      {
        preHandler: requireAuth,
        schema: {
          errorCodes: {
            403: ['Forbidden'],
            404: ['can_not_find_data'],
            409: ['already_add'],
            429: ['too_many_reports'],
          },
          tags,
          params: z.object({ id }),
          body: reportBodySchema,
          response: { 200: reportResult },
        },
      },
      async (request) => ({
        data: await report(deps, viewerRef(request), targetType, request.params.id, request.body),
      }),
    );
  }

  t.get(
    '/api/public/activities',
    {
      schema: {
        tags,
        querystring: paginationQuerySchema.extend({
          type: z.enum(['review', 'donate']).optional(),
        }),
        response: { 200: listEnvelope(activitySchema) },
      },
    },
    async (request) =>
      activities(deps, request.query.type, request.query.limit, request.query.offset),
  );
}
