// The bell's live count (spec 4): server-sent events from
// GET /api/notifications/stream (`event: unseen`, `data: {"total": n}` on connect and on every
// change). EventSource cannot send headers and a token must never sit in a URL (logs,
// histories), so each connection asks POST /api/notifications/stream-ticket for a single-use
// 60-second ticket. While the stream is down (or the browser has no EventSource) the count is
// polled every 30 s, and the stream is reopened with a fresh ticket after a growing pause.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { meQueryKey } from '@/lib/session';
import { api } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { useUnseenCount } from '../api/get-unseen-count';
import { notificationKeys, type UnseenCount } from '../api/notification-keys';

export function streamUrl(ticket: string): string {
  return `${env.apiBase}/notifications/stream?ticket=${encodeURIComponent(ticket)}`;
}

async function streamTicket(): Promise<string> {
  const body = await api.post('/notifications/stream-ticket');
  return body.data.ticket;
}

const RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

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
    if (typeof EventSource === 'undefined' || !storage.get('access_token')) {
      setStreamFailed(true);
      return;
    }
    let stopped = false;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const onUnseen = (event: MessageEvent) => {
      const total = parseUnseenEvent(event.data);
      if (total === null) return;
      attempt = 0;
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
    const reopenLater = () => {
      setStreamFailed(true);
      if (stopped) return;
      const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
      attempt += 1;
      retry = setTimeout(() => void open(), delay);
    };
    const open = async () => {
      let ticket: string;
      try {
        ticket = await streamTicket();
      } catch {
        return reopenLater();
      }
      if (stopped) return;
      source = new EventSource(streamUrl(ticket));
      source.addEventListener('unseen', onUnseen as EventListener);
      // a ticket opens one connection: the browser's own retry would be refused, so close it
      // and come back with a new ticket
      source.onerror = () => {
        source?.close();
        source = null;
        reopenLater();
      };
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.removeEventListener('unseen', onUnseen as EventListener);
      source?.close();
      last.current = null;
    };
  }, [enabled, userId, queryClient]);

  return useUnseenCount(enabled, streamFailed);
}
