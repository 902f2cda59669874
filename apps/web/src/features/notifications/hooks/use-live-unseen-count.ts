// The bell's live count (spec 4, issue 5): server-sent events from
// GET /api/notifications/stream (`event: unseen`, `data: {"total": n}` on connect and on every
// change). EventSource cannot send headers, so the token goes in the query. When the stream
// fails (or the browser has no EventSource) the count is polled every 30 s instead.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { meQueryKey } from '@/lib/session';
import { storage } from '@/lib/storage';
import { useUnseenCount } from '../api/get-unseen-count';
import { notificationKeys, type UnseenCount } from '../api/notification-keys';

export function streamUrl(token: string): string {
  return `${env.apiBase}/notifications/stream?access_token=${encodeURIComponent(token)}`;
}

export function parseUnseenEvent(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { total?: unknown };
    return typeof parsed.total === 'number' && parsed.total >= 0 ? Math.floor(parsed.total) : null;
  } catch {
    return null;
  }
}

/** The unseen count for the signed-in user (`userId`), live while the stream is open. */
export function useLiveUnseenCount(userId: string | null) {
  const queryClient = useQueryClient();
  const [streamFailed, setStreamFailed] = useState(false);
  const last = useRef<number | null>(null);
  const enabled = userId !== null;

  useEffect(() => {
    if (!enabled) return;
    const token = storage.get('access_token');
    if (typeof EventSource === 'undefined' || !token) {
      setStreamFailed(true);
      return;
    }
    const source = new EventSource(streamUrl(token));
    const onUnseen = (event: MessageEvent) => {
      const total = parseUnseenEvent(event.data);
      if (total === null) return;
      setStreamFailed(false);
      const first = last.current === null;
      last.current = total;
      queryClient.setQueryData<UnseenCount>(notificationKeys.unseenCount, { total });
      if (!first) {
        // The server pushes when something happened to this user (even when a grouped row
        // keeps the count as it was): the lists are stale, and XP or level may have changed.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
    };
    source.addEventListener('unseen', onUnseen as EventListener);
    // The browser retries a dropped stream by itself; meanwhile (or for good, once it gives
    // up) the count is polled.
    source.onerror = () => setStreamFailed(true);
    return () => {
      source.removeEventListener('unseen', onUnseen as EventListener);
      source.close();
      last.current = null;
    };
  }, [enabled, userId, queryClient]);

  return useUnseenCount(enabled, streamFailed);
}
