// The live unseen-count streams of this process (server-sent events): who is connected, the
// pushes when any API process announces news for a user (Redis pub/sub when REDIS_URL is
// set), the heartbeat that keeps proxies from closing an idle stream, and the shutdown.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Deps } from '../../deps.ts';
import { subscribeAnnouncements, unseenCount } from './notifications.service.ts';

const HEARTBEAT_MS = 25_000;

export interface StreamHub {
  /** Writes the SSE headers and the current count, then keeps the stream until it closes. */
  attach(userId: number, request: IncomingMessage, response: ServerResponse): Promise<void>;
  /** Ends every open stream and stops listening for announcements. */
  close(): Promise<void>;
}

export async function createStreamHub(deps: Deps): Promise<StreamHub> {
  const streams = new Map<number, Set<(total: number) => void>>();
  const open = new Set<() => void>();
  const unsubscribe = await subscribeAnnouncements(deps, (userIds) => {
    for (const userId of userIds) {
      const listeners = streams.get(userId);
      if (!listeners?.size) continue;
      void unseenCount(deps, userId).then(
        (total) => listeners.forEach((push) => push(total)),
        () => undefined,
      );
    }
  });

  return {
    async attach(userId, request, res) {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const push = (total: number) =>
        res.write(`event: unseen\ndata: ${JSON.stringify({ total })}\n\n`);
      push(await unseenCount(deps, userId));
      const set = streams.get(userId) ?? new Set();
      set.add(push);
      streams.set(userId, set);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const detach = () => {
        clearInterval(heartbeat);
        set.delete(push);
        if (!set.size) streams.delete(userId);
      };
      const end = () => {
        detach();
        res.end();
      };
      open.add(end);
      request.on('close', () => {
        detach();
        open.delete(end);
      });
    },
    async close() {
      await unsubscribe();
      for (const end of open) end();
    },
  };
}
