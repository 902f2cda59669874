// A winner's claim: the amount, then Claim once the quest is settled and its claim window is
// open (voucher, then the claim transaction), or why it is not, or the claim's transaction.
import { useEffect, useState } from 'react';
import { Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { claimWindowAt } from '@chainreview/shared/quests';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { formatDate, shortAddress } from '@/lib/format';
import type { QuestActions } from '../hooks/use-quest-actions';
import { TxStage } from './quest-tx-stage';

export function QuestClaim({ quest, actions }: { quest: Quest; actions: QuestActions }) {
  const { t, i18n } = useTranslation();
  const { tx, pending, claim } = actions;
  const viewer = quest.viewer;
  // the escrow pays winners from the end to the claim deadline (an FCFS quest settles sooner)
  const claimWindow = claimWindowAt(new Date(quest.endsAt), new Date());
  const [, rerender] = useState(0);
  useEffect(() => {
    if (claimWindow !== 'not_open') return;
    const wait = Date.parse(quest.endsAt) - Date.now() + 500;
    // show the Claim button when the end passes (setTimeout holds at most ~24.8 days)
    if (wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => rerender((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [claimWindow, quest.endsAt]);

  if (!viewer) return null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="quest-claim">
      <Stack gap="sm">
        <Text fw={600}>
          {t('quests.winnerLine', {
            amount: quest.reward.amountPerWinnerFormatted,
            token: quest.reward.tokenSymbol,
          })}
        </Text>
        {viewer.claimed ? (
          <Text size="sm" c="teal" data-testid="quest-claimed">
            {t('quests.claimedLine')}{' '}
            {viewer.claimTxHash && <Code>{shortAddress(viewer.claimTxHash, 6)}</Code>}
          </Text>
        ) : quest.state === 'settled' && claimWindow === 'not_open' ? (
          <Text size="sm" c="dimmed" data-testid="quest-claim-opens">
            {t('quests.claimOpensAt', { date: formatDate(quest.endsAt, i18n.language) })}
          </Text>
        ) : quest.state === 'settled' && claimWindow === 'closed' ? (
          <Text size="sm" c="dimmed" data-testid="quest-claim-closed">
            {t('errors.quest_claim_closed')}
          </Text>
        ) : quest.state === 'settled' ? (
          <Group>
            <Button
              color="yellow"
              onClick={() => void claim()}
              loading={tx.busy || pending === 'claim'}
              data-testid="quest-claim-button"
            >
              {t('quests.claim')}
            </Button>
            {tx.stage && <TxStage stage={tx.stage} />}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('quests.claimAfterSettle')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
