import type { FastifyInstance } from 'fastify';
import {
  listEnvelope,
  notificationListQuerySchema,
  notificationSchema,
  popupSchema,
} from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { announceNextPage } from '../../lib/paging.ts';
import { typed } from '../../lib/routes.ts';
import { requireAuth, viewerOf } from '../../plugins/auth.ts';
import { createStreamHub } from './stream-hub.ts';
import { authenticate, issueStreamTicket, redeemStreamTicket } from '../auth/index.ts';
import { deletePopups, listPopups } from './popups.service.ts';
import {
  getNotification,
  listNotifications,
  readAllNotifications,
  readNotification,
  unseenCount,
} from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  const tags = ['notifications'];
  const ok = z.object({ data: z.literal(true) });
  const id = z.object({ id: z.string().max(32) });

  t.get(
    '/api/notifications',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: listEnvelope(notificationSchema) },
      },
    },
    async (request, reply) => {
      const page = await listNotifications(
        deps,
        viewerOf(request).user.id,
        request.query.filter,
        request.query.limit,
        request.query.offset,
        request.query.cursor,
      );
      announceNextPage(request, reply, page.meta.nextCursor);
      return page;
    },
  );

  t.get(
    '/api/unseen-notifications-count',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        response: { 200: z.object({ data: z.object({ total: z.number().int() }) }) },
      },
    },
    async (request) => ({ data: { total: await unseenCount(deps, viewerOf(request).user.id) } }),
  );

  t.post(
    '/api/notifications/read-all-notifications',
    { preHandler: requireAuth, schema: { tags, response: { 200: ok } } },
    async (request) => {
      await readAllNotifications(deps, viewerOf(request).user.id);
      return { data: true as const };
    },
  );

  t.get(
    '/api/notifications/:id',
    {
      preHandler: requireAuth,
      schema: { tags, params: id, response: { 200: z.object({ data: notificationSchema }) } },
    },
    async (request) => ({
      data: await getNotification(deps, viewerOf(request).user.id, request.params.id),
    }),
  );

  t.put(
    '/api/notifications/:id/read',
    {
      preHandler: requireAuth,
      schema: { tags, params: id, response: { 200: z.object({ data: notificationSchema }) } },
    },
    async (request) => ({
      data: await readNotification(deps, viewerOf(request).user.id, request.params.id),
    }),
  );

  t.get(
    '/api/popup',
    {
      preHandler: requireAuth,
      schema: { tags, response: { 200: z.object({ data: z.array(popupSchema) }) } },
    },
    async (request) => ({
      data: await listPopups(deps, viewerOf(request).user.id),
    }),
  );

  t.delete(
    '/api/popup',
    {
      preHandler: requireAuth,
      schema: {
        errorCodes: { 404: ['not_found'] },
        tags,
        querystring: z.object({ id: z.string().max(32).optional() }),
        response: { 200: ok },
      },
    },
    async (request) => {
      await deletePopups(deps, viewerOf(request).user.id, request.query.id);
      return { data: true as const };
    },
  );

  // Live unseen count (server-sent events, stream-hub.ts). EventSource cannot send headers, so
  // the stream opens with a single-use 60-second ticket from POST
  // /api/notifications/stream-ticket (or an Authorization header); never the token itself.
  const hub = await createStreamHub(deps);
  // before the server waits for open requests: an event stream never ends by itself
  app.addHook('preClose', () => hub.close());

  t.post(
    '/api/notifications/stream-ticket',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'A single-use, 60-second ticket that opens the live notification stream',
        response: {
          200: z.object({ data: z.object({ ticket: z.string(), expiresIn: z.number() }) }),
        },
      },
    },
    async (request) => ({ data: await issueStreamTicket(deps, viewerOf(request)) }),
  );

  app.get<{ Querystring: { ticket?: string } }>(
    '/api/notifications/stream',
    { config: { rateLimit: false }, schema: { hide: true } as never },
    async (request, reply) => {
      const header = request.headers.authorization?.replace(/^Bearer\s+/i, '');
      const ticket = typeof request.query.ticket === 'string' ? request.query.ticket : '';
      let viewer;
      try {
        viewer = header ? await authenticate(deps, header) : await redeemStreamTicket(deps, ticket);
      } catch (error) {
        throw error instanceof AppError ? error : new AppError(401, 'invalid_token');
      }
      reply.hijack();
      await hub.attach(viewer.user.id, request.raw, reply.raw);
    },
  );
}
