// PUT /api/notifications/{id}/read: one row becomes read; the server's row replaces the
// cached one in every list (spec 4).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification as AppNotification } from '@chainreview/shared/schemas/notification';
import { api } from '@/lib/api-client';
import type { NotificationPages } from './get-notifications';
import { notificationKeys } from './notification-keys';

export async function readNotification(id: string): Promise<AppNotification> {
  const body = await api.put(`/notifications/${encodeURIComponent(id)}/read`);
  return body.data;
}

/** Applies `update` to every cached notification of every list. */
export function updateCachedNotifications(
  queryClient: QueryClient,
  update: (n: AppNotification) => AppNotification,
): void {
  queryClient.setQueriesData<NotificationPages>({ queryKey: notificationKeys.lists }, (pages) =>
    pages
      ? {
          ...pages,
          pages: pages.pages.map((page) => ({ ...page, data: page.data.map(update) })),
        }
      : pages,
  );
}

export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readNotification(id),
    onMutate: (id) => {
      updateCachedNotifications(queryClient, (n) => (n.id === id ? { ...n, isRead: true } : n));
    },
    onSuccess: (row) => {
      updateCachedNotifications(queryClient, (n) => (n.id === row.id ? row : n));
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    },
  });
}
