import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  editRequestSchema,
  listEnvelope,
  projectListQuerySchema,
  projectSchema,
  projectSubmitSchema,
  projectUpdateSchema,
  timeWindowSchema,
  idParamSchema,
} from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { announceNextPage } from '../../lib/paging.ts';
import { publicAndPrivateGet, typed } from '../../lib/routes.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { requireAuth, viewerOf } from '../../plugins/auth.ts';
import { requestProjectEdit, submitProject, updateProject } from './projects.submissions.ts';
import {
  getProjectByChainAddress,
  getProjectByIdOrAddress,
  listProjectsPage,
  projectActivities,
  projectsReviewsStatistic,
  trendingProjects,
} from './projects.service.ts';

const viewerRef = (viewer: Viewer | null) =>
  viewer ? { id: viewer.user.id, address: viewer.user.address, role: viewer.user.role } : undefined;

/** Reviews by token holders and by each reviewer level (1 to 9). */
const projectActivitiesSchema = z.object({
  tokenHolderReviews: z.number().int(),
  ...(Object.fromEntries(
    Array.from({ length: 9 }, (_, i) => [`level${i + 1}Reviews`, z.number().int()]),
  ) as Record<`level${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}Reviews`, z.ZodNumber>),
});

export async function projectsRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  const tags = ['projects'];

  publicAndPrivateGet(
    app,
    '/projects',
    { tags, querystring: projectListQuerySchema, response: { 200: listEnvelope(projectSchema) } },
    async (request, reply, viewer) => {
      const page = await listProjectsPage(deps, request.query, viewer?.user.id);
      announceNextPage(request, reply, page.meta.nextCursor);
      return page;
    },
  );

  publicAndPrivateGet(
    app,
    '/projects/:chain/:address',
    {
      errorCodes: { 404: ['can_not_find_project'] },
      tags,
      params: z.object({ chain: z.string().max(32), address: z.string().max(200) }),
      response: { 200: z.object({ data: projectSchema }) },
    },
    async (request, _reply, viewer) => {
      const { chain, address } = request.params;
      return {
        data: await getProjectByChainAddress(deps, chain.toLowerCase(), address, viewerRef(viewer)),
      };
    },
  );

  publicAndPrivateGet(
    app,
    // one parameter name for /api/projects/{projectId} whatever the method (OpenAPI needs one)
    '/projects/:projectId',
    {
      errorCodes: { 404: ['can_not_find_project'] },
      tags,
      params: z.object({
        projectId: z
          .string()
          .max(200)
          .describe("The project's id, or the address of its token contract"),
      }),
      response: { 200: z.object({ data: projectSchema }) },
    },
    async (request, _reply, viewer) => {
      const { projectId } = request.params;
      return { data: await getProjectByIdOrAddress(deps, projectId, viewerRef(viewer)) };
    },
  );

  t.get(
    '/api/public/projects-trending',
    {
      schema: {
        tags,
        querystring: z.object({
          window: timeWindowSchema.optional(),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: z.object({ data: z.array(projectSchema) }) },
      },
    },
    async (request) => ({
      data: await trendingProjects(
        deps,
        request.query.window as 7 | 30 | 90 | undefined,
        request.query.limit,
      ),
    }),
  );

  t.get(
    '/api/public/projects-reviews-statistic',
    {
      schema: {
        tags,
        response: {
          200: z.object({
            data: z.object({
              projects: z.number(),
              reviews: z.number(),
              reviewers: z.number(),
              votes: z.number(),
            }),
          }),
        },
      },
    },
    async () => ({ data: await projectsReviewsStatistic(deps) }),
  );

  t.get(
    '/api/public/project/:id/activities',
    {
      schema: {
        errorCodes: { 404: ['can_not_find_project'] },
        tags,
        params: idParamSchema,
        response: { 200: z.object({ data: projectActivitiesSchema }) },
      },
    },
    async (request) => ({
      // the service fills every level in a loop; the response schema checks each key is there
      data: (await projectActivities(deps, request.params.id)) as z.infer<
        typeof projectActivitiesSchema
      >,
    }),
  );

  const mine = (request: FastifyRequest) => viewerRef(viewerOf(request))!;

  t.post(
    '/api/projects',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: {
          400: ['can_not_find_image'],
          403: ['you_are_not_owner_this_image'],
          404: ['can_not_find_image'],
          409: ['already_add'],
        },
        tags,
        summary: 'Submit a project (pending until the admin team accepts it)',
        body: projectSubmitSchema,
        response: { 200: z.object({ data: projectSchema }) },
      },
    },
    async (request) => ({ data: await submitProject(deps, mine(request), request.body) }),
  );

  t.put(
    '/api/projects/:projectId',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: {
          400: ['can_not_find_image'],
          403: ['only_owner_can_up_date', 'you_are_not_owner_this_image'],
          404: ['can_not_find_image', 'can_not_find_project'],
        },
        tags,
        summary: 'Edit a project (owner or admin)',
        params: z.object({ projectId: z.string().max(32) }),
        body: projectUpdateSchema,
        response: { 200: z.object({ data: projectSchema }) },
      },
    },
    async (request) => ({
      data: await updateProject(deps, mine(request), request.params.projectId, request.body),
    }),
  );

  t.post(
    '/api/projects/:projectId/edit-requests',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: { 404: ['can_not_find_project'], 409: ['already_add'] },
        tags,
        summary: 'Ask the admin team to change a project',
        params: z.object({ projectId: z.string().max(32) }),
        body: editRequestSchema,
        response: {
          200: z.object({
            data: z.object({
              id: z.string(),
              projectId: z.string(),
              status: z.string(),
              note: z.string(),
              createdAt: z.string(),
            }),
          }),
        },
      },
    },
    async (request) => ({
      data: await requestProjectEdit(deps, mine(request), request.params.projectId, request.body),
    }),
  );
}
