// The admin console's users and audit tabs: the user list, a user's status and the audit trail.
import type { FastifyInstance } from 'fastify';
import {
  adminPageSchema,
  adminUserSchema,
  auditEntrySchema,
  auditQuerySchema,
  idParamSchema,
  paginationQuerySchema,
} from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { actorOf, guard, keyword, reasonBody, settled, tags } from './admin.route-kit.ts';
import { auditTrail, listUsers, setUserStatus } from './admin.service.ts';

export async function adminUserRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  t.get(
    '/api/admin/users',
    {
      ...guard,
      schema: {
        tags,
        querystring: paginationQuerySchema.extend({
          status: z.enum(['active', 'blocked', 'all']).default('all'),
          keyword,
        }),
        response: { 200: adminPageSchema(adminUserSchema) },
      },
    },
    async (request) =>
      listUsers(
        deps,
        {
          status: request.query.status === 'all' ? undefined : request.query.status,
          keyword: request.query.keyword,
        },
        request.query.limit,
        request.query.offset,
      ),
  );
  t.put(
    '/api/admin/users/:id/status',
    {
      ...guard,
      schema: {
        errorCodes: {
          400: ['reason_required'],
          403: ['can_not_block_admin'],
          404: ['can_not_find_user', 'not_found'],
          409: ['user_already_blocked', 'user_not_blocked'],
        },
        tags,
        params: idParamSchema,
        body: reasonBody.extend({ status: z.enum(['active', 'blocked']) }),
        response: { 200: settled },
      },
    },
    async (request) => ({
      data: await setUserStatus(
        deps,
        actorOf(request),
        request.params.id,
        request.body.status,
        request.body.reason,
      ),
    }),
  );
  t.get(
    '/api/admin/audit',
    {
      ...guard,
      schema: {
        tags,
        querystring: auditQuerySchema,
        response: { 200: adminPageSchema(auditEntrySchema) },
      },
    },
    async (request) => auditTrail(deps, request.query),
  );
}
