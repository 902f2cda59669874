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
    {
      errorCodes: { 404: ['quest_not_found'] },
      tags,
      params: idParams,
      response: { 200: dataEnvelope(questSchema) },
    },
    async (request, _reply, viewer) => ({
      data: await getQuest(deps, request.params.id, viewer?.user ?? null),
    }),
  );

  publicAndPrivateGet(
    app,
    '/campaigns/:id/winners',
    {
      errorCodes: { 404: ['quest_not_found'] },
      tags,
      params: idParams,
      response: { 200: dataEnvelope(questWinnersSchema) },
    },
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
      schema: {
        errorCodes: {
          400: [
            'can_not_find_image',
            'quest_amount_invalid',
            'quest_description_required',
            'quest_duration_invalid',
            'quest_end_before_start',
            'quest_start_in_past',
            'quest_token_unavailable',
          ],
          403: ['only_owner_can_create_quest', 'you_are_not_owner_this_image'],
          404: ['can_not_find_image', 'can_not_find_project'],
        },
        tags,
        body: questBodySchema,
        response: { 200: dataEnvelope(questSchema) },
      },
    },
    async (request) => ({ data: await createQuest(deps, viewerOf(request).user, request.body) }),
  );

  t.put(
    '/api/campaigns/:id',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: {
          400: [
            'can_not_find_image',
            'quest_amount_invalid',
            'quest_description_required',
            'quest_duration_invalid',
            'quest_end_before_start',
            'quest_start_in_past',
            'quest_token_unavailable',
          ],
          403: ['only_owner_can_create_quest', 'you_are_not_owner_this_image'],
          404: ['can_not_find_image', 'can_not_find_project', 'quest_not_found'],
          409: ['quest_not_editable'],
        },
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
        errorCodes: {
          400: ['quest_duration_invalid', 'quest_funding_invalid', 'quests_disabled'],
          403: ['only_owner_can_create_quest'],
          404: ['quest_not_found'],
          409: ['quest_funding_unconfirmed', 'quest_not_editable'],
          503: ['chain_unavailable'],
        },
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
        errorCodes: {
          400: ['quest_cancel_not_refunded', 'quests_disabled'],
          403: ['only_owner_can_create_quest'],
          404: ['quest_not_found'],
          409: ['quest_cancel_unconfirmed', 'quest_not_cancellable'],
          503: ['chain_unavailable'],
        },
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
      schema: {
        errorCodes: {
          403: ['quest_not_eligible'],
          404: ['quest_not_found'],
          409: ['quest_already_joined'],
          422: ['quest_not_live'],
          503: ['chain_unavailable'],
        },
        tags,
        params: idParams,
        response: { 200: dataEnvelope(questEntrySchema) },
      },
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
        errorCodes: {
          403: ['quest_not_joined'],
          404: ['not_found', 'quest_not_found'],
          422: ['quest_not_live', 'quest_task_not_done'],
          503: ['chain_unavailable'],
        },
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
      schema: {
        errorCodes: {
          400: ['quests_disabled'],
          403: ['quest_not_winner'],
          404: ['quest_not_found'],
          409: ['quest_already_claimed'],
          422: ['quest_claim_closed', 'quest_claim_not_open', 'quest_not_settled'],
          503: ['chain_unavailable'],
        },
        tags,
        params: idParams,
        response: { 200: dataEnvelope(questVoucherSchema) },
      },
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
        errorCodes: {
          400: ['quest_claim_invalid', 'quests_disabled'],
          403: ['quest_not_winner'],
          404: ['quest_not_found'],
          409: ['quest_claim_unconfirmed'],
          503: ['chain_unavailable'],
        },
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
