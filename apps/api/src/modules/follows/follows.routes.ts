import type { FastifyInstance } from 'fastify';
import {
  followStatisticSchema,
  listEnvelope,
  listMeta,
  cursorQueryShape,
  paginationQuerySchema,
  publicUserSchema,
  idParamSchema,
} from '@chainreview/shared';
import { announceNextPage } from '../../lib/paging.ts';
import { publicAndPrivateGet } from '../../lib/routes.ts';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { requireAuth, viewerOf } from '../../plugins/auth.ts';
import {
  followedProjects,
  followedUsers,
  followList,
  followProject,
  followStatistic,
  followUser,
  projectFollowerCount,
  unfollowProject,
  unfollowUser,
} from './follows.service.ts';

const idParams = idParamSchema;
const ok = z.object({ data: z.literal(true) });
const idList = z
  .string()
  .max(2000)
  .default('')
  .transform((v) => v.split('-').filter(Boolean).slice(0, 100));

export async function followsRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  const viewerRef = (request: Parameters<typeof viewerOf>[0]) => {
    const { user } = viewerOf(request);
    return { id: user.id, address: user.address, role: user.role };
  };

  t.post(
    '/api/follows/:id/project',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: { 404: ['can_not_find_project'], 409: ['already_follow_this_project'] },
        tags: ['follows'],
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      await followProject(deps, viewerRef(request), request.params.id);
      return { data: true as const };
    },
  );

  t.delete(
    '/api/follows/:id/project',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: { 404: ['can_not_find_data', 'can_not_find_project'] },
        tags: ['follows'],
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      await unfollowProject(deps, viewerRef(request), request.params.id);
      return { data: true as const };
    },
  );

  t.get(
    '/api/follows/projects',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['follows'],
        querystring: z.object({ project_ids: idList }),
        response: { 200: z.object({ data: z.object({ data: z.array(z.string()) }) }) },
      },
    },
    async (request) => ({
      data: {
        data: await followedProjects(deps, viewerOf(request).user.id, request.query.project_ids),
      },
    }),
  );

  t.get(
    '/api/public/follows/:id/projects',
    {
      schema: {
        errorCodes: { 404: ['can_not_find_project'] },
        tags: ['follows'],
        summary: 'Follower count of a project (meta.total)',
        params: idParams,
        querystring: z.object({ limit: z.coerce.number().int().min(0).max(0).default(0) }),
        response: {
          200: z.object({
            data: z.array(z.never()),
            meta: z.object({
              limit: z.number(),
              offset: z.number(),
              total: z.number(),
              totalPages: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => ({
      data: [],
      meta: listMeta(0, 0, await projectFollowerCount(deps, request.params.id)),
    }),
  );

  t.post(
    '/api/follows/:id/user',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: {
          400: ['can_not_follow_yourself'],
          404: ['can_not_find_user'],
          409: ['already_follow_this_user'],
        },
        tags: ['follows'],
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      await followUser(deps, viewerRef(request), request.params.id);
      return { data: true as const };
    },
  );

  t.delete(
    '/api/follows/:id/user',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: { 404: ['can_not_find_data', 'can_not_find_user'] },
        tags: ['follows'],
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      await unfollowUser(deps, viewerRef(request), request.params.id);
      return { data: true as const };
    },
  );

  t.get(
    '/api/follows/users',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['follows'],
        querystring: z.object({ user_ids: idList }),
        response: { 200: z.object({ data: z.object({ data: z.array(z.string()) }) }) },
      },
    },
    async (request) => ({
      data: { data: await followedUsers(deps, viewerOf(request).user.id, request.query.user_ids) },
    }),
  );

  t.get(
    '/api/public/follows/:id/statistic',
    {
      schema: {
        errorCodes: { 404: ['can_not_find_user'] },
        tags: ['follows'],
        params: idParams,
        response: { 200: z.object({ data: followStatisticSchema }) },
      },
    },
    async (request) => ({ data: await followStatistic(deps, request.params.id) }),
  );

  for (const direction of ['followers', 'following'] as const) {
    publicAndPrivateGet(
      app,
      `/users/:id/${direction}`,
      {
        errorCodes: { 404: ['can_not_find_user'] },
        tags: ['follows'],
        params: idParams,
        querystring: paginationQuerySchema.extend(cursorQueryShape),
        response: { 200: listEnvelope(publicUserSchema) },
      },
      async (request, reply, viewer) => {
        const { limit, offset, cursor } = request.query;
        const page = await followList(
          deps,
          request.params.id,
          direction,
          limit,
          offset,
          viewer?.user.id,
          cursor,
        );
        announceNextPage(request, reply, page.meta.nextCursor);
        return page;
      },
    );
  }
}
