// GET /api/notifications?limit=10&cursor&filter=all|un_read: the dropdown's pages (spec 9:
// 10 a page). The server marks a returned page as seen, so the badge count drops by the
// unseen rows each page brought (spec 4). An infinite list pages by cursor: a notification
// read (un_read) or moved to the top by a new activity between two pages shifts no boundary,
// so nothing is skipped or shown twice.
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { NotificationFilter } from '@chainreview/shared/enums';
import { LIMITS } from '@chainreview/shared/limits';
import { api } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-types';
import { notificationKeys, type UnseenCount } from './notification-keys';

export const NOTIFICATIONS_PAGE_SIZE = LIMITS.pageSize.notifications;

export type NotificationPage = ApiAnswer<'/api/notifications'>;

export type NotificationPages = InfiniteData<NotificationPage, string | null>;

export async function getNotifications(
  filter: NotificationFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return api.get('/notifications', {
    query: { limit: NOTIFICATIONS_PAGE_SIZE, filter, ...(cursor ? { cursor } : {}) },
    signal,
  });
}

export const notificationsQueryOptions = (filter: NotificationFilter, queryClient: QueryClient) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const page = await getNotifications(filter, pageParam, signal);
      const newlySeen = page.data.filter((n) => !n.isSeen).length;
      if (newlySeen > 0) {
        queryClient.setQueryData<UnseenCount>(notificationKeys.unseenCount, (count) =>
          count ? { total: Math.max(0, count.total - newlySeen) } : count,
        );
      }
      return page;
    },
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    // Lists are not retried (spec 7) and are fetched fresh each time the dropdown opens.
    retry: false,
    staleTime: 0,
  });

export function useNotifications(filter: NotificationFilter, enabled: boolean) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({ ...notificationsQueryOptions(filter, queryClient), enabled });
}
