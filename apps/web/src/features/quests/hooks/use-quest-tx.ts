// The escrow transactions of a quest page (fund, cancel, claim), as the donate dialog runs
// them: the wallet on the quest's network first (Switch Network otherwise), a stage while the
// wallet and the chain work, the spec's toasts on success, failure ('Transaction Failed' with
// the hash) and rejection.
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { useSession } from '@/lib/session';
import { useSystemConfig } from '@/lib/system-config';
import { showErrorToast, showTransactionErrorToast } from '@/lib/error-toast';
import {
  loadQuestChain,
  type QuestChain,
  type QuestChainTarget,
  type QuestTxStage,
} from '../chain/quest-chain-types';

export interface QuestTxContext {
  chain: QuestChain;
  provider: unknown;
  account: string;
  target: QuestChainTarget;
  onStage(stage: QuestTxStage): void;
}

export function useQuestTx(loadChain: () => Promise<QuestChain> = loadQuestChain) {
  const { t } = useTranslation();
  const session = useSession();
  const config = useSystemConfig();
  const [stage, setStage] = useState<QuestTxStage | null>(null);

  function targetOf(quest: Quest): QuestChainTarget | null {
    const escrow = quest.funding.escrowAddress;
    if (!escrow) return null;
    const chain = config.data?.chains.find((c) => c.chainId === quest.funding.chainId);
    return {
      chainId: quest.funding.chainId,
      rpcUrl: chain?.nodeRpcUrl ?? null,
      escrowAddress: escrow,
    };
  }

  /** Runs one transaction; resolves with its hash, or null when it did not happen. */
  async function run(
    quest: Quest,
    work: (ctx: QuestTxContext) => Promise<{ hash: string }>,
  ): Promise<string | null> {
    if (!session.isAuthenticated) {
      session.openConnectModal();
      return null;
    }
    const { wallet } = session;
    if (wallet.connected && wallet.chainId !== quest.funding.chainId) {
      session.openSwitchNetworkModal();
      return null;
    }
    const target = targetOf(quest);
    const account = wallet.address ?? session.user?.address ?? null;
    if (!target || !account) {
      showErrorToast(t('errors.quests_disabled'), t);
      return null;
    }
    setStage('confirming');
    try {
      const [chain, provider] = await Promise.all([
        loadChain(),
        session.getWalletProvider?.() ?? Promise.resolve(null),
      ]);
      const { hash } = await work({
        chain,
        provider,
        account,
        target,
        onStage(next) {
          if (next === 'approved')
            notifications.show({ color: 'teal', message: t('donations.approved') });
          else setStage(next);
        },
      });
      notifications.show({ color: 'teal', message: t('donations.succeeded') });
      return hash;
    } catch (error) {
      showTransactionErrorToast(error, t);
      return null;
    } finally {
      setStage(null);
    }
  }

  return { stage, busy: stage !== null, run, targetOf };
}
