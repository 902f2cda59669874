// What a quest page can do, with one pending name at a time: the owner's fund-and-publish
// and cancel (on chain once funded) and reclaim, a participant's join, task check and claim
// (voucher, then the claim transaction). Each ends in a toast and a refresh of the quest.
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { showErrorToast } from '@/lib/error-toast';
import {
  cancelQuest,
  checkQuestTask,
  claimVoucher,
  confirmationWaitToast,
  joinQuest,
  publishQuest,
  reportClaim,
} from '../api/quest-actions';
import { useRefreshQuest } from '../api/refresh-quest';
import type { QuestChain } from '../chain/quest-chain-types';
import { useQuestTx } from './use-quest-tx';

export function useQuestActions(quest: Quest, loadChain?: () => Promise<QuestChain>) {
  const { t } = useTranslation();
  const tx = useQuestTx(loadChain);
  const [pending, setPending] = useState<string | null>(null);
  const refresh = useRefreshQuest(quest.id);

  async function act(name: string, work: () => Promise<unknown>, success?: string) {
    setPending(name);
    try {
      await work();
      if (success) notifications.show({ color: 'teal', message: success });
    } catch (error) {
      showErrorToast(error, t);
    } finally {
      setPending(null);
      await refresh();
    }
  }

  async function fundAndPublish() {
    const hash = await tx.run(quest, ({ chain, ...ctx }) =>
      chain.fund({
        ...ctx,
        questId: quest.id,
        token: quest.reward.tokenAddress,
        amount: BigInt(quest.reward.pool),
        startTime: quest.funding.startTime,
        endTime: quest.funding.endTime,
        claimDeadline: quest.funding.claimDeadline,
      }),
    );
    if (hash)
      await act(
        'publish',
        () => publishQuest(quest.id, hash, confirmationWaitToast(t('quests.fundingWaiting'))),
        t('quests.published'),
      );
  }

  async function cancel() {
    if (quest.state === 'draft') return act('cancel', () => cancelQuest(quest.id));
    const hash = await tx.run(quest, ({ chain, ...ctx }) =>
      chain.cancel({ ...ctx, questId: quest.funding.escrowQuestId }),
    );
    if (hash)
      await act(
        'cancel',
        () => cancelQuest(quest.id, hash, confirmationWaitToast(t('quests.cancelWaiting'))),
        t('quests.cancelled'),
      );
  }

  async function reclaim() {
    await tx.run(quest, ({ chain, ...ctx }) =>
      chain.reclaim({ ...ctx, questId: quest.funding.escrowQuestId }),
    );
  }

  async function claim() {
    setPending('claim');
    let voucher;
    try {
      voucher = await claimVoucher(quest.id);
    } catch (error) {
      showErrorToast(error, t);
      setPending(null);
      await refresh();
      return;
    }
    const hash = await tx.run(quest, ({ chain, ...ctx }) =>
      chain.claim({
        ...ctx,
        questId: voucher.questId,
        amount: BigInt(voucher.amount),
        deadline: voucher.deadline,
        signature: voucher.signature,
      }),
    );
    setPending(null);
    if (hash)
      await act(
        'claim',
        () => reportClaim(quest.id, hash, confirmationWaitToast(t('quests.claimWaiting'))),
        t('quests.claimed'),
      );
  }

  const join = () => act('join', () => joinQuest(quest.id), t('quests.joined'));
  const checkTask = (taskId: string) =>
    act(`task-${taskId}`, () => checkQuestTask(quest.id, taskId), t('quests.taskDone'));

  return { tx, pending, fundAndPublish, cancel, reclaim, claim, join, checkTask };
}

export type QuestActions = ReturnType<typeof useQuestActions>;
