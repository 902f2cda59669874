// The admin console's edit-requests tab: owners' requested project changes and their settling.
import type { FastifyInstance } from 'fastify';
import {
  adminEditRequestSchema,
  adminPageSchema,
  idParamSchema,
  paginationQuerySchema,
} from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { actorOf, guard, reasonBody, settled, tags } from './admin.route-kit.ts';
import { listEditRequests, settleEditRequest } from './admin.projects.ts';

export async function adminEditRequestRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  t.get(
    '/api/admin/edit-requests',
    {
      ...guard,
      schema: {
        tags,
        querystring: paginationQuerySchema.extend({
          status: z.enum(['open', 'accepted', 'rejected']).default('open'),
        }),
        response: { 200: adminPageSchema(adminEditRequestSchema) },
      },
    },
    async (request) =>
      listEditRequests(deps, request.query.status, request.query.limit, request.query.offset),
  );
  t.put(
    '/api/admin/edit-requests/:id',
    {
      ...guard,
      schema: {
        errorCodes: {
          400: ['reason_required', 'request_already_settled'],
          404: ['can_not_find_data', 'can_not_find_project', 'not_found'],
        },
        tags,
        params: idParamSchema,
        body: reasonBody.extend({ status: z.enum(['accepted', 'rejected']) }),
        response: { 200: settled },
      },
    },
    async (request) => ({
      data: await settleEditRequest(
        deps,
        actorOf(request),
        request.params.id,
        request.body.status,
        request.body.reason,
      ),
    }),
  );
}
