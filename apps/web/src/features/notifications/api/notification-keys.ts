// Query keys of the notifications feature, one place so the live count, the lists and the
// read mutations agree.
import type { ApiAnswer } from '@/lib/api-types';
import type { NotificationFilter } from '@chainreview/shared/enums';

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  unseenCount: ['notifications', 'unseen-count'] as const,
};

export type UnseenCount = ApiAnswer<'/api/unseen-notifications-count'>['data'];
