// The quest's actions, one call each: publish (the funding transaction, asked again while it
// waits for confirmations), cancel (with the escrow's refund transaction once funded), join,
// check a task, ask for the claim voucher and report the claim transaction. The server decides; each answers the quest or the entry.
import type { Quest, QuestVoucher } from '@chainreview/shared/schemas/quest';
import { notifications } from '@mantine/notifications';
import { ApiError, api } from '@/lib/api-client';

export interface QuestEntry {
  questId: string;
  joinedAt: string;
  doneTaskIds: string[];
  completed: boolean;
  winner: boolean;
}

const base = (id: string) => `/campaigns/${encodeURIComponent(id)}`;

/**
 * Publishes with the funding transaction. Until the deposit has the chain's confirmations the
 * server answers 409 quest_funding_unconfirmed: ask again every few seconds, a few minutes at
 * most (BNB Chain needs 15 blocks, about 45 s); `onWait` is told once when the waiting starts.
 */
export async function publishQuest(
  id: string,
  transactionHash: string,
  wait: { everyMs: number; attempts: number; onWait?: () => void } = {
    everyMs: 3000,
    attempts: 80,
  },
): Promise<Quest> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await api.post<{ data: Quest }>(`${base(id)}/publish`, { transactionHash })).data;
    } catch (error) {
      const unconfirmed =
        error instanceof ApiError && error.codes.includes('quest_funding_unconfirmed');
      if (!unconfirmed || attempt >= wait.attempts) throw error;
      if (attempt === 1) wait.onWait?.();
      await new Promise((resolve) => setTimeout(resolve, wait.everyMs));
    }
  }
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

/** Options for publishQuest that tell the user, once, that the deposit waits for the chain. */
export function publishWaitToast(message: string) {
  return {
    everyMs: 3000,
    attempts: 80,
    onWait: () => notifications.show({ color: 'blue', loading: true, message, autoClose: 8000 }),
  };
}
