// GET /api/my-campaigns (the owner's quests, drafts included) and
// GET /api/my-campaigns/projects (the projects the viewer owns and may run quests for).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { api } from '@/lib/api-client';
import { questKeys } from './quest-keys';

export type QuestProject = Quest['project'];

export async function getMyQuests(signal?: AbortSignal): Promise<Quest[]> {
  return (await api.get('/my-campaigns', { signal })).data;
}

export async function getMyQuestProjects(signal?: AbortSignal): Promise<QuestProject[]> {
  return (await api.get('/my-campaigns/projects', { signal })).data;
}

export const myQuestsQueryOptions = () =>
  queryOptions({ queryKey: questKeys.mine(), queryFn: ({ signal }) => getMyQuests(signal) });

export const myQuestProjectsQueryOptions = () =>
  queryOptions({
    queryKey: questKeys.myProjects(),
    queryFn: ({ signal }) => getMyQuestProjects(signal),
  });

export function useMyQuests(enabled: boolean) {
  return useQuery({ ...myQuestsQueryOptions(), enabled });
}

export function useMyQuestProjects(enabled: boolean) {
  return useQuery({ ...myQuestProjectsQueryOptions(), enabled });
}
