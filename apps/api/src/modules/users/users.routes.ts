import type { FastifyInstance } from 'fastify';
import {
  listEnvelope,
  meSchema,
  paginationQuerySchema,
  publicUserSchema,
  rewardEntrySchema,
  timeWindowSchema,
  topReviewerSchema,
  updateMeSchema,
} from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { publicAndPrivateGet, typed } from '../../lib/routes.ts';
import { requireAuth, viewerOf } from '../../plugins/auth.ts';
import {
  getProfileByAddress,
  rewardsHistory,
  toMe,
  topReviewersPage,
  updateMe,
} from './users.service.ts';

export async function usersRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);

  t.get(
    '/api/me',
    {
      preHandler: requireAuth,
      schema: { tags: ['users'], response: { 200: z.object({ data: meSchema }) } },
    },
    async (request) => ({ data: toMe(viewerOf(request).user, deps.now()) }),
  );

  t.put(
    '/api/me',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: {
          400: ['can_not_find_image'],
          403: ['require_member_to_public_social_links', 'you_are_not_owner_this_image'],
          404: ['can_not_find_image'],
        },
        tags: ['users'],
        body: updateMeSchema,
        response: { 200: z.object({ data: meSchema }) },
      },
    },
    async (request) => ({ data: await updateMe(deps, viewerOf(request).user, request.body) }),
  );

  publicAndPrivateGet(
    app,
    '/users/address/:address',
    {
      errorCodes: { 404: ['can_not_find_user'] },
      tags: ['users'],
      params: z.object({ address: z.string() }),
      response: { 200: z.object({ data: publicUserSchema }) },
    },
    async (request, _reply, viewer) => {
      const { address } = request.params;
      return { data: await getProfileByAddress(deps, address, viewer?.user.id) };
    },
  );

  t.get(
    '/api/public/users/top-reviewers',
    {
      schema: {
        tags: ['users'],
        summary: 'Top active reviewers: reviews written in the window, then XP',
        querystring: paginationQuerySchema.extend({
          window: timeWindowSchema.default(30),
        }),
        response: { 200: listEnvelope(topReviewerSchema) },
      },
    },
    async (request) =>
      topReviewersPage(
        deps,
        request.query.window as 7 | 30 | 90,
        request.query.limit,
        request.query.offset,
      ),
  );

  t.get(
    '/api/public/users/:id/rewards-history',
    {
      schema: {
        errorCodes: { 404: ['can_not_find_user'] },
        tags: ['users'],
        params: z.object({ id: z.string().max(32) }),
        querystring: paginationQuerySchema.extend({
          type: z.enum(['review_reward', 'reward_received']).optional(),
        }),
        response: { 200: listEnvelope(rewardEntrySchema) },
      },
    },
    async (request) =>
      rewardsHistory(
        deps,
        request.params.id,
        request.query.type,
        request.query.limit,
        request.query.offset,
      ),
  );
}
