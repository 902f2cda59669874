// The admin console's reports tab: the report queue, its decisions and a review's status.
import type { FastifyInstance } from 'fastify';
import {
  adminPageSchema,
  adminReportGroupSchema,
  idParamSchema,
  paginationQuerySchema,
} from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { actorOf, guard, ruleBody, settled, tags } from './admin.route-kit.ts';
import {
  listReportGroups,
  setReviewStatus,
  settleReport,
  settleReportTarget,
} from './admin.reports.ts';

export async function adminReportRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
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
        params: idParamSchema,
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
        params: idParamSchema.extend({ targetType: z.enum(['review', 'reply']) }),
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
        params: idParamSchema,
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
}
