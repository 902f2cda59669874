import type { FastifyInstance } from 'fastify';
import { listEnvelope, notificationListQuerySchema, notificationSchema, popupSchema } from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { typed } from '../../lib/routes.ts';
import { requireAuth, viewerOf } from '../../plugins/auth.ts';
import { authenticate } from '../auth/auth.service.ts';
import { deletePopups, listPopups } from './popups.service.ts';
import {
  getNotification,
  listNotifications,
  readAllNotifications,
  readNotification,
  subscribeAnnouncements,
  unseenCount,
} from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  const tags = ['notifications'];
  const ok = z.object({ data: z.literal(true) });
  const id = z.object({ id: z.string().max(32) });

  t.get(
    '/api/notifications',
    { preHandler: requireAuth, schema: { tags, querystring: notificationListQuerySchema, response: { 200: listEnvelope(notificationSchema) } } },
    async (request) => listNotifications(deps, viewerOf(request).user.id, request.query.filter, request.query.limit, request.query.offset),
  );

  t.get(
    '/api/unseen-notifications-count',
    { preHandler: requireAuth, schema: { tags, response: { 200: z.object({ data: z.object({ total: z.number().int() }) }) } } },
    async (request) => ({ data: { total: await unseenCount(deps, viewerOf(request).user.id) } }),
  );

  t.post('/api/notifications/read-all-notifications', { preHandler: requireAuth, schema: { tags, response: { 200: ok } } }, async (request) => {
    await readAllNotifications(deps, viewerOf(request).user.id);
    return { data: true as const };
  });

  t.get(
    '/api/notifications/:id',
    { preHandler: requireAuth, schema: { tags, params: id, response: { 200: z.object({ data: notificationSchema }) } } },
    async (request) => ({ data: await getNotification(deps, viewerOf(request).user.id, request.params.id) }),
  );

  t.put(
    '/api/notifications/:id/read',
    { preHandler: requireAuth, schema: { tags, params: id, response: { 200: z.object({ data: notificationSchema }) } } },
    async (request) => ({ data: await readNotification(deps, viewerOf(request).user.id, request.params.id) }),
  );

  t.get('/api/popup', { preHandler: requireAuth, schema: { tags, response: { 200: z.object({ data: z.array(popupSchema) }) } } }, async (request) => ({
    data: await listPopups(deps, viewerOf(request).user.id),
  }));

  t.delete(
    '/api/popup',
    { preHandler: requireAuth, schema: { tags, querystring: z.object({ id: z.string().max(32).optional() }), response: { 200: ok } } },
    async (request) => {
      await deletePopups(deps, viewerOf(request).user.id, request.query.id);
      return { data: true as const };
    },
  );

  // Live unseen count (server-sent events). EventSource cannot send headers, so the token may
  // come as ?access_token=. Counts are pushed when any API process announces news for the
  // user (Redis pub/sub when REDIS_URL is set), with a heartbeat to keep proxies open.
  const streams = new Map<number, Set<(total: number) => void>>();
  const unsubscribe = await subscribeAnnouncements(deps, (userIds) => {
    for (const userId of userIds) {
      const listeners = streams.get(userId);
      if (!listeners?.size) continue;
      void unseenCount(deps, userId).then((total) => listeners.forEach((push) => push(total)), () => undefined);
    }
  });
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    await unsubscribe();
    for (const end of open) end();
  });

  app.get<{ Querystring: { access_token?: string } }>(
    '/api/notifications/stream',
    { config: { rateLimit: false }, schema: { hide: true } as never },
    async (request, reply) => {
      const header = request.headers.authorization?.replace(/^Bearer\s+/i, '');
      let viewer;
      try {
        viewer = await authenticate(deps, header ?? request.query.access_token ?? '');
      } catch (error) {
        throw error instanceof AppError ? error : new AppError(401, 'invalid_token');
      }
      const userId = viewer.user.id;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const push = (total: number) => res.write(`event: unseen\ndata: ${JSON.stringify({ total })}\n\n`);
      push(await unseenCount(deps, userId));
      const set = streams.get(userId) ?? new Set();
      set.add(push);
      streams.set(userId, set);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), 25_000);
      const close = () => {
        clearInterval(heartbeat);
        set.delete(push);
        if (!set.size) streams.delete(userId);
      };
      const end = () => {
        close();
        res.end();
      };
      open.add(end);
      request.raw.on('close', () => {
        close();
        open.delete(end);
      });
    },
  );
}
