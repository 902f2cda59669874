// The admin console's projects tab: the list, a project's status and its details.
import type { FastifyInstance } from 'fastify';
import {
  adminPageSchema,
  adminProjectUpdateSchema,
  idParamSchema,
  paginationQuerySchema,
  projectSchema,
} from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { actorOf, adminProject, guard, keyword, reasonBody, tags } from './admin.route-kit.ts';
import { adminUpdateProject, listProjects, setProjectStatus } from './admin.projects.ts';

export async function adminProjectRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  t.get(
    '/api/admin/projects',
    {
      ...guard,
      schema: {
        tags,
        querystring: paginationQuerySchema.extend({
          status: z.enum(['pending', 'active', 'blocked', 'all']).default('pending'),
          keyword,
          featured: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: adminPageSchema(adminProject) },
      },
    },
    async (request) =>
      listProjects(
        deps,
        {
          status: request.query.status === 'all' ? undefined : request.query.status,
          keyword: request.query.keyword,
          featured: request.query.featured === 'true',
        },
        request.query.limit,
        request.query.offset,
      ),
  );
  t.put(
    '/api/admin/projects/:id/status',
    {
      ...guard,
      schema: {
        errorCodes: {
          400: ['nothing_to_update', 'reason_required'],
          404: ['can_not_find_project', 'not_found'],
          409: ['project_already_blocked', 'project_not_blocked'],
        },
        tags,
        params: idParamSchema,
        body: reasonBody.extend({ status: z.enum(['pending', 'active', 'blocked']) }),
        response: { 200: z.object({ data: projectSchema }) },
      },
    },
    async (request) => ({
      data: await setProjectStatus(
        deps,
        actorOf(request),
        request.params.id,
        request.body.status,
        request.body.reason,
      ),
    }),
  );
  t.put(
    '/api/admin/projects/:id',
    {
      ...guard,
      schema: {
        errorCodes: { 400: ['nothing_to_update'], 404: ['can_not_find_project', 'not_found'] },
        tags,
        params: idParamSchema,
        body: adminProjectUpdateSchema,
        response: { 200: z.object({ data: adminProject }) },
      },
    },
    async (request) => ({
      data: await adminUpdateProject(deps, actorOf(request), request.params.id, request.body),
    }),
  );
}
