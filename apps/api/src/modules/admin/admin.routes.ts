import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { paginationQuerySchema } from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { forbidden } from '../../lib/errors.ts';
import { typed } from '../../lib/routes.ts';
import { requireAuth, viewerOf } from '../../plugins/auth.ts';
import {
  listEditRequests,
  listProjectsByStatus,
  listReports,
  setProjectStatus,
  setUserStatus,
  settleEditRequest,
  settleReport,
} from './admin.service.ts';

const requireAdmin: preHandlerAsyncHookHandler = async (request) => {
  if (viewerOf(request).user.role !== 'admin') throw forbidden('access_denied');
};

export async function adminRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  const guard = { preHandler: [requireAuth, requireAdmin] };
  const tags = ['admin'];
  const id = z.object({ id: z.string().max(32) });

  t.get(
    '/api/admin/projects',
    { ...guard, schema: { tags, querystring: paginationQuerySchema.extend({ status: z.enum(['pending', 'active', 'blocked']).default('pending') }) } },
    async (request) => listProjectsByStatus(deps, request.query.status, request.query.limit, request.query.offset),
  );
  t.put(
    '/api/admin/projects/:id/status',
    { ...guard, schema: { tags, params: id, body: z.object({ status: z.enum(['pending', 'active', 'blocked']) }) } },
    async (request) => ({ data: await setProjectStatus(deps, request.params.id, request.body.status) }),
  );
  t.get(
    '/api/admin/reports',
    { ...guard, schema: { tags, querystring: paginationQuerySchema.extend({ status: z.enum(['open', 'resolved', 'dismissed']).default('open') }) } },
    async (request) => listReports(deps, request.query.status, request.query.limit, request.query.offset),
  );
  t.put(
    '/api/admin/reports/:id',
    { ...guard, schema: { tags, params: id, body: z.object({ status: z.enum(['resolved', 'dismissed']) }) } },
    async (request) => ({ data: await settleReport(deps, request.params.id, request.body.status) }),
  );
  t.get(
    '/api/admin/edit-requests',
    { ...guard, schema: { tags, querystring: paginationQuerySchema.extend({ status: z.enum(['open', 'accepted', 'rejected']).default('open') }) } },
    async (request) => listEditRequests(deps, request.query.status, request.query.limit, request.query.offset),
  );
  t.put(
    '/api/admin/edit-requests/:id',
    { ...guard, schema: { tags, params: id, body: z.object({ status: z.enum(['accepted', 'rejected']) }) } },
    async (request) => {
      const { user } = viewerOf(request);
      return { data: await settleEditRequest(deps, { id: user.id, address: user.address, role: user.role }, request.params.id, request.body.status) };
    },
  );
  t.put(
    '/api/admin/users/:id/status',
    { ...guard, schema: { tags, params: id, body: z.object({ status: z.enum(['active', 'blocked']) }) } },
    async (request) => ({ data: await setUserStatus(deps, request.params.id, request.body.status) }),
  );
}
