// The owner's controls on a quest page: fund and publish, edit or cancel a draft, cancel an
// upcoming quest with a refund, and reclaim what is left after the claim deadline.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import type { QuestActions } from '../hooks/use-quest-actions';
import { TxStage } from './quest-tx-stage';

export function QuestOwnerPanel({ quest, actions }: { quest: Quest; actions: QuestActions }) {
  const { t } = useTranslation();
  const { tx, pending, fundAndPublish, cancel, reclaim } = actions;
  return (
    <>
      {(quest.state === 'draft' || quest.state === 'upcoming') && (
        <Paper withBorder radius="lg" p="md" data-testid="quest-owner-panel">
          <Stack gap="sm">
            <Title order={2} size="h5">
              {t('quests.owner.title')}
            </Title>
            {quest.state === 'draft' && (
              <Text size="sm">
                {t('quests.owner.fundHint', {
                  pool: quest.reward.poolFormatted,
                  token: quest.reward.tokenSymbol,
                })}
              </Text>
            )}
            <Group>
              {quest.state === 'draft' && (
                <>
                  <Button
                    onClick={() => void fundAndPublish()}
                    loading={tx.busy || pending === 'publish'}
                    data-testid="quest-fund-publish"
                  >
                    {t('quests.owner.fundPublish')}
                  </Button>
                  <Button
                    variant="default"
                    component={Link}
                    to={`${paths.createQuest.href()}?edit=${quest.id}`}
                  >
                    {t('quests.owner.edit')}
                  </Button>
                </>
              )}
              <Button
                variant="light"
                color="red"
                onClick={() => void cancel()}
                loading={pending === 'cancel'}
                disabled={tx.busy}
                data-testid="quest-cancel"
              >
                {quest.state === 'draft'
                  ? t('quests.owner.cancelDraft')
                  : t('quests.owner.cancelRefund')}
              </Button>
            </Group>
            {tx.stage && <TxStage stage={tx.stage} />}
          </Stack>
        </Paper>
      )}

      {quest.funding.transactionHash &&
        quest.state !== 'cancelled' &&
        Date.parse(quest.claimDeadline) < Date.now() && (
          <Paper withBorder radius="lg" p="md" data-testid="quest-reclaim">
            <Group justify="space-between">
              <Text size="sm">{t('quests.owner.reclaimHint')}</Text>
              <Button
                variant="light"
                onClick={() => void reclaim()}
                loading={tx.busy}
                data-testid="quest-reclaim-button"
              >
                {t('quests.owner.reclaim')}
              </Button>
            </Group>
          </Paper>
        )}
    </>
  );
}
