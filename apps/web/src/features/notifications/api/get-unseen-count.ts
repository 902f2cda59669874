// GET /api/unseen-notifications-count: the bell's number. Kept current by the live stream;
// polled every 30 s only when the stream is not available (spec 7: retried once).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys, type UnseenCount } from './notification-keys';

export const UNSEEN_POLL_MS = 30_000;

export async function getUnseenCount(signal?: AbortSignal): Promise<UnseenCount> {
  const body = await api.get('/unseen-notifications-count', { signal });
  return body.data;
}

export const unseenCountQueryOptions = (polling: boolean) =>
  queryOptions({
    queryKey: notificationKeys.unseenCount,
    queryFn: ({ signal }) => getUnseenCount(signal),
    retry: 1,
    staleTime: 10_000,
    refetchInterval: polling ? UNSEEN_POLL_MS : false,
  });

export function useUnseenCount(enabled: boolean, polling: boolean) {
  return useQuery({ ...unseenCountQueryOptions(polling), enabled });
}
