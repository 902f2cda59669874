// What a quest action (publish, cancel, join, check a task, claim) makes stale: the quest, its
// winners, the lists and the viewer's own quests. The quest page's actions run wallet
// transactions between server calls, so they are plain async steps that end with this.
import { useQueryClient } from '@tanstack/react-query';
import { questKeys } from './quest-keys';

export function useRefreshQuest(questId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: questKeys.detail(questId) }),
      queryClient.invalidateQueries({ queryKey: questKeys.winners(questId) }),
      queryClient.invalidateQueries({ queryKey: questKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: questKeys.mine() }),
    ]);
}
