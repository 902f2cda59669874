// The quest's actions, one call each: publish (the funding transaction), cancel (with the
// escrow's refund transaction once funded), join, check a task, ask for the claim voucher and
// report the claim transaction. The server decides; each answers the quest or the entry.
import type { Quest, QuestVoucher } from '@chainreview/shared/schemas/quest';
import { api } from '@/lib/api-client';

export interface QuestEntry {
  questId: string;
  joinedAt: string;
  doneTaskIds: string[];
  completed: boolean;
  winner: boolean;
}

const base = (id: string) => `/campaigns/${encodeURIComponent(id)}`;

export async function publishQuest(id: string, transactionHash: string): Promise<Quest> {
  return (await api.post<{ data: Quest }>(`${base(id)}/publish`, { transactionHash })).data;
}

export async function cancelQuest(id: string, transactionHash?: string): Promise<Quest> {
  return (
    await api.post<{ data: Quest }>(
      `${base(id)}/cancel`,
      transactionHash ? { transactionHash } : {},
    )
  ).data;
}

export async function joinQuest(id: string): Promise<QuestEntry> {
  return (await api.post<{ data: QuestEntry }>(`${base(id)}/join`)).data;
}

export async function checkQuestTask(id: string, taskId: string): Promise<QuestEntry> {
  return (
    await api.post<{ data: QuestEntry }>(`${base(id)}/tasks/${encodeURIComponent(taskId)}/check`)
  ).data;
}

export async function claimVoucher(id: string): Promise<QuestVoucher> {
  return (await api.post<{ data: QuestVoucher }>(`${base(id)}/claim`)).data;
}

export async function reportClaim(id: string, transactionHash: string): Promise<Quest> {
  return (await api.post<{ data: Quest }>(`${base(id)}/claim-logs`, { transactionHash })).data;
}
