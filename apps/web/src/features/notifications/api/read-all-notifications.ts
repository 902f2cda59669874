// POST /api/notifications/read-all-notifications: every row read and seen, the badge at 0
// (spec 4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys, type UnseenCount } from './notification-keys';
import { updateCachedNotifications } from './read-notification';

export async function readAllNotifications(): Promise<void> {
  await api.post('/notifications/read-all-notifications');
}

export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: () => {
      updateCachedNotifications(queryClient, (n) => ({ ...n, isRead: true, isSeen: true }));
      queryClient.setQueryData<UnseenCount>(notificationKeys.unseenCount, { total: 0 });
      // The unread filter is empty now.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list('un_read') });
    },
  });
}
