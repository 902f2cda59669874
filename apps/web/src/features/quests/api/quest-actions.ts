// The quest's actions, one call each: publish (the funding transaction), cancel (with the
// escrow's refund transaction once funded), join, check a task, ask for the claim voucher and
// report the claim transaction. A call with a transaction is asked again while it waits for
// the chain's confirmations. The server decides; each answers the quest or the entry.
import type { Quest, QuestVoucher } from '@chainreview/shared/schemas/quest';
import { notifications } from '@mantine/notifications';
import { ApiError, api } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-types';

export type QuestEntry = ApiAnswer<'/api/campaigns/{id}/join', 'post'>['data'];

const base = (id: string) => `/campaigns/${encodeURIComponent(id)}` as const;

/** How long to keep asking while a transaction waits for the chain's confirmations. */
export interface ConfirmationWait {
  everyMs: number;
  attempts: number;
  onWait?: () => void;
}

// BNB Chain needs 15 blocks, about 45 s: every 3 s, four minutes at most
const DEFAULT_WAIT: ConfirmationWait = { everyMs: 3000, attempts: 80 };

/**
 * Calls until the server stops answering 409 `code` (the transaction is short of the chain's
 * confirmations), `wait.attempts` times at most; `onWait` is told once when the waiting starts.
 */
async function askUntilConfirmed<T>(
  code: 'quest_funding_unconfirmed' | 'quest_claim_unconfirmed' | 'quest_cancel_unconfirmed',
  call: () => Promise<T>,
  wait: ConfirmationWait,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const unconfirmed = error instanceof ApiError && error.codes.includes(code);
      if (!unconfirmed || attempt >= wait.attempts) throw error;
      if (attempt === 1) wait.onWait?.();
      await new Promise((resolve) => setTimeout(resolve, wait.everyMs));
    }
  }
}

/** Publishes with the funding transaction, asking again while the deposit is unconfirmed. */
export async function publishQuest(
  id: string,
  transactionHash: string,
  wait: ConfirmationWait = DEFAULT_WAIT,
): Promise<Quest> {
  return askUntilConfirmed(
    'quest_funding_unconfirmed',
    async () => (await api.post(`${base(id)}/publish`, { transactionHash })).data,
    wait,
  );
}

/** Cancels (a funded quest with the refund transaction, asked again while it is unconfirmed). */
export async function cancelQuest(
  id: string,
  transactionHash?: string,
  wait: ConfirmationWait = DEFAULT_WAIT,
): Promise<Quest> {
  return askUntilConfirmed(
    'quest_cancel_unconfirmed',
    async () =>
      (await api.post(`${base(id)}/cancel`, transactionHash ? { transactionHash } : {})).data,
    wait,
  );
}

export async function joinQuest(id: string): Promise<QuestEntry> {
  return (await api.post(`${base(id)}/join`)).data;
}

export async function checkQuestTask(id: string, taskId: string): Promise<QuestEntry> {
  return (await api.post(`${base(id)}/tasks/${encodeURIComponent(taskId)}/check`)).data;
}

export async function claimVoucher(id: string): Promise<QuestVoucher> {
  return (await api.post(`${base(id)}/claim`)).data;
}

/** Reports the claim transaction, asking again while it is unconfirmed (as publishing does). */
export async function reportClaim(
  id: string,
  transactionHash: string,
  wait: ConfirmationWait = DEFAULT_WAIT,
): Promise<Quest> {
  return askUntilConfirmed(
    'quest_claim_unconfirmed',
    async () => (await api.post(`${base(id)}/claim-logs`, { transactionHash })).data,
    wait,
  );
}

/** Wait options that tell the user, once, that the transaction waits for the chain. */
export function confirmationWaitToast(message: string): ConfirmationWait {
  return {
    ...DEFAULT_WAIT,
    onWait: () => notifications.show({ color: 'blue', loading: true, message, autoClose: 8000 }),
  };
}
