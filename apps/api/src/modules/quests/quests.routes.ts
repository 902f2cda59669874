// Quest calls (API.md: /campaigns): public and viewer reads, the owner's create / update /
// publish / cancel, and the participant's join, task check, claim voucher and claim report.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  dataEnvelope,
  listEnvelope,
  questBodySchema,
  questCancelBodySchema,
  questEntrySchema,
  questListQuerySchema,
  questSchema,
  questTxBodySchema,
  questVoucherSchema,
  questWinnersSchema,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { publicAndPrivateGet, typed } from '../../lib/routes.ts';
import { requireAuth, viewerOf } from '../../plugins/auth.ts';
import {
  cancelQuest,
  checkTask,
  claimVoucher,
  createQuest,
  getQuest,
  joinQuest,
  listQuests,
  myQuestProjects,
  myQuests,
  publishQuest,
  questWinners,
  reportClaim,
  updateQuest,
} from './quests.service.ts';

const idParams = z.object({ id: z.string().max(32) });

export async function questsRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const tags = ['quests'];
  const t = typed(app);

  publicAndPrivateGet(
    app,
    '/campaigns',
    { tags, querystring: questListQuerySchema, response: { 200: listEnvelope(questSchema) } },
    async (request) => listQuests(deps, request.query),
  );

  publicAndPrivateGet(
    app,
    '/campaigns/:id',
    { tags, params: idParams, response: { 200: dataEnvelope(questSchema) } },
    async (request, _reply, viewer) => ({
      data: await getQuest(deps, request.params.id, viewer?.user ?? null),
    }),
  );

  publicAndPrivateGet(
    app,
    '/campaigns/:id/winners',
    { tags, params: idParams, response: { 200: dataEnvelope(questWinnersSchema) } },
    async (request) => ({ data: await questWinners(deps, request.params.id) }),
  );

  t.get(
    '/api/my-campaigns',
    {
      preHandler: requireAuth,
      schema: { tags, response: { 200: dataEnvelope(z.array(questSchema)) } },
    },
    async (request) => ({ data: await myQuests(deps, viewerOf(request).user) }),
  );

  t.get(
    '/api/my-campaigns/projects',
    {
      preHandler: requireAuth,
      schema: { tags, response: { 200: dataEnvelope(z.array(questSchema.shape.project)) } },
    },
    async (request) => ({ data: await myQuestProjects(deps, viewerOf(request).user) }),
  );

  t.post(
    '/api/campaigns',
    {
      preHandler: requireAuth,
      schema: { tags, body: questBodySchema, response: { 200: dataEnvelope(questSchema) } },
    },
    async (request) => ({ data: await createQuest(deps, viewerOf(request).user, request.body) }),
  );

  t.put(
    '/api/campaigns/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        params: idParams,
        body: questBodySchema,
        response: { 200: dataEnvelope(questSchema) },
      },
    },
    async (request) => ({
      data: await updateQuest(deps, viewerOf(request).user, request.params.id, request.body),
    }),
  );

  t.post(
    '/api/campaigns/:id/publish',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        params: idParams,
        body: questTxBodySchema,
        response: { 200: dataEnvelope(questSchema) },
      },
    },
    async (request) => ({
      data: await publishQuest(
        deps,
        viewerOf(request).user,
        request.params.id,
        request.body.transactionHash,
      ),
    }),
  );

  t.post(
    '/api/campaigns/:id/cancel',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        params: idParams,
        body: questCancelBodySchema,
        response: { 200: dataEnvelope(questSchema) },
      },
    },
    async (request) => ({
      data: await cancelQuest(
        deps,
        viewerOf(request).user,
        request.params.id,
        request.body?.transactionHash,
      ),
    }),
  );

  t.post(
    '/api/campaigns/:id/join',
    {
      preHandler: requireAuth,
      schema: { tags, params: idParams, response: { 200: dataEnvelope(questEntrySchema) } },
    },
    async (request) => ({
      data: await joinQuest(deps, viewerOf(request).user, request.params.id),
    }),
  );

  t.post(
    '/api/campaigns/:id/tasks/:taskId/check',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        params: idParams.extend({ taskId: z.string().max(32) }),
        response: { 200: dataEnvelope(questEntrySchema) },
      },
    },
    async (request) => ({
      data: await checkTask(deps, viewerOf(request).user, request.params.id, request.params.taskId),
    }),
  );

  t.post(
    '/api/campaigns/:id/claim',
    {
      preHandler: requireAuth,
      schema: { tags, params: idParams, response: { 200: dataEnvelope(questVoucherSchema) } },
    },
    async (request) => ({
      data: await claimVoucher(deps, viewerOf(request).user, request.params.id),
    }),
  );

  t.post(
    '/api/campaigns/:id/claim-logs',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        params: idParams,
        body: questTxBodySchema,
        response: { 200: dataEnvelope(questSchema) },
      },
    },
    async (request) => ({
      data: await reportClaim(
        deps,
        viewerOf(request).user,
        request.params.id,
        request.body.transactionHash,
      ),
    }),
  );
}
