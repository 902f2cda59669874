import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminCountsSchema,
  adminEditRequestSchema,
  adminPageSchema,
  adminProjectUpdateSchema,
  adminReportGroupSchema,
  adminUserSchema,
  auditEntrySchema,
  OWNERSHIP_PROOFS,
  projectSchema,
  auditQuerySchema,
  idParamSchema,
  moderationReasonSchema,
  optionalReasonSchema,
  paginationQuerySchema,
} from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { requireAdmin, requireAuth, viewerOf } from '../../plugins/auth.ts';
import {
  adminUpdateProject,
  listEditRequests,
  listProjects,
  setProjectStatus,
  settleEditRequest,
} from './admin.projects.ts';
import {
  listReportGroups,
  setReviewStatus,
  settleReport,
  settleReportTarget,
} from './admin.reports.ts';
import { adminCounts, auditTrail, listUsers, setUserStatus } from './admin.service.ts';
import { claimOwnership, recheckOwnership } from './ownership.service.ts';

const actorOf = (request: FastifyRequest) => {
  const { user } = viewerOf(request);
  return { id: user.id, address: user.address, role: user.role };
};

const keyword = z.string().trim().max(100).optional();

export async function adminRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  const guard = { preHandler: [requireAuth, requireAdmin] };
  const tags = ['admin'];
  const id = idParamSchema;
  const reasonBody = z.object({ reason: optionalReasonSchema });
  // required by the service when the decision removes content
  const ruleBody = reasonBody.extend({ reasonCategory: moderationReasonSchema.optional() });

  // what a settled queue item answers: its id and its new status
  const settled = z.object({ data: z.object({ id: z.string(), status: z.string() }) });
  const adminProject = projectSchema.extend({
    featureRank: z.number(),
    status: z.enum(['pending', 'active', 'blocked']),
  });

  t.get(
    '/api/admin/counts',
    { ...guard, schema: { tags, response: { 200: z.object({ data: adminCountsSchema }) } } },
    async () => ({
      data: await adminCounts(deps),
    }),
  );

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
        params: id,
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
        params: id,
        body: adminProjectUpdateSchema,
        response: { 200: z.object({ data: adminProject }) },
      },
    },
    async (request) => ({
      data: await adminUpdateProject(deps, actorOf(request), request.params.id, request.body),
    }),
  );
  t.put(
    '/api/admin/reviews/:id/status',
    {
      ...guard,
      schema: {
        errorCodes: {
          400: ['reason_category_required', 'reason_required'],
          404: ['can_not_find_review', 'not_found'],
          409: ['review_already_blocked', 'review_not_blocked'],
        },
        tags,
        params: id,
        body: ruleBody.extend({ status: z.enum(['active', 'blocked']) }),
        response: {
          200: z.object({
            data: z.object({ id: z.string(), status: z.enum(['blocked', 'active']) }),
          }),
        },
      },
    },
    async (request) => ({
      data: await setReviewStatus(
        deps,
        actorOf(request),
        request.params.id,
        request.body.status,
        request.body.reason,
        request.body.reasonCategory,
      ),
    }),
  );
  t.get(
    '/api/admin/reports',
    {
      ...guard,
      schema: {
        tags,
        querystring: paginationQuerySchema.extend({
          status: z.enum(['open', 'resolved', 'dismissed']).default('open'),
        }),
        response: { 200: adminPageSchema(adminReportGroupSchema) },
      },
    },
    async (request) =>
      listReportGroups(deps, request.query.status, request.query.limit, request.query.offset),
  );
  t.put(
    '/api/admin/reports/:targetType/:id',
    {
      ...guard,
      schema: {
        errorCodes: {
          400: ['reason_category_required', 'reason_required'],
          404: ['can_not_find_data', 'not_found'],
          409: ['report_already_settled'],
        },
        tags,
        params: id.extend({ targetType: z.enum(['review', 'reply']) }),
        body: ruleBody.extend({ decision: z.enum(['uphold', 'dismiss']) }),
        response: {
          200: z.object({
            data: z.object({
              targetType: z.enum(['review', 'reply']),
              targetId: z.string(),
              decision: z.enum(['uphold', 'dismiss']),
              status: z.string().nullable(),
            }),
          }),
        },
      },
    },
    async (request) => ({
      data: await settleReportTarget(
        deps,
        actorOf(request),
        request.params.targetType,
        request.params.id,
        request.body.decision,
        request.body.reason,
        request.body.reasonCategory,
      ),
    }),
  );
  t.put(
    '/api/admin/reports/:id',
    {
      ...guard,
      schema: {
        errorCodes: {
          400: ['reason_category_required', 'reason_required', 'report_already_settled'],
          404: ['can_not_find_data', 'not_found'],
          409: ['report_already_settled'],
        },
        tags,
        params: id,
        body: ruleBody.extend({ status: z.enum(['resolved', 'dismissed']) }),
        response: { 200: settled },
      },
    },
    async (request) => ({
      data: await settleReport(
        deps,
        actorOf(request),
        request.params.id,
        request.body.status,
        request.body.reason,
        request.body.reasonCategory,
      ),
    }),
  );
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
        params: id,
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
        params: id,
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

  // on-chain ownership: any signed-in wallet, verified by reading the chain
  // a claim names its proof, a recheck whether the owner changed (one shape for the client)
  const ownershipResult = z.object({
    data: z.object({
      project: projectSchema,
      proof: z.enum(OWNERSHIP_PROOFS).optional(),
      changed: z.boolean().optional(),
    }),
  });
  t.post(
    '/api/projects/:id/claim-ownership',
    {
      preHandler: [requireAuth],
      schema: {
        errorCodes: {
          400: ['project_has_no_contract'],
          403: ['ownership_not_proven'],
          404: ['can_not_find_project'],
          409: ['already_project_owner'],
          503: ['chain_unavailable'],
        },
        tags: ['projects'],
        params: id,
        response: { 200: ownershipResult },
      },
    },
    async (request) => ({
      data: await claimOwnership(deps, actorOf(request), request.params.id),
    }),
  );
  t.post(
    '/api/projects/:id/recheck-ownership',
    {
      preHandler: [requireAuth],
      schema: {
        errorCodes: {
          400: ['project_has_no_contract'],
          404: ['can_not_find_project'],
          503: ['chain_unavailable'],
        },
        tags: ['projects'],
        params: id,
        response: { 200: ownershipResult },
      },
    },
    async (request) => ({
      data: await recheckOwnership(deps, actorOf(request), request.params.id),
    }),
  );
}
