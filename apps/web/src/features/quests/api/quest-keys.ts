// Query keys of the quests feature; mutations invalidate through these.
import type { QuestListStatus } from '@chainreview/shared/schemas/quest';

export const questKeys = {
  all: ['quests'] as const,
  lists: () => ['quests', 'list'] as const,
  list: (status: QuestListStatus | null, projectId: string | null, page: number) =>
    ['quests', 'list', status, projectId, page] as const,
  detail: (id: string) => ['quests', 'detail', id] as const,
  winners: (id: string) => ['quests', 'winners', id] as const,
  mine: () => ['quests', 'mine'] as const,
  myProjects: () => ['quests', 'my-projects'] as const,
};
