// A quest's reward: amount per winner, method, pool and XP, and the funding transaction.
import { Code, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { shortAddress } from '@/lib/format';

export function QuestReward({ quest }: { quest: Quest }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" data-testid="quest-reward">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="yellow" size={40} radius="md" aria-hidden>
          <IconGift size={22} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={700}>
            {t('quests.rewardLine', {
              amount: quest.reward.amountPerWinnerFormatted,
              token: quest.reward.tokenSymbol,
              count: quest.reward.winners,
            })}
          </Text>
          <Text size="sm">{t(`quests.methodHelp.${quest.reward.method}`)}</Text>
          <Text size="sm" c="dimmed">
            {t('quests.poolLine', {
              pool: quest.reward.poolFormatted,
              token: quest.reward.tokenSymbol,
              xp: quest.reward.xp,
            })}
          </Text>
          {quest.funding.transactionHash && (
            <Text size="xs" c="dimmed">
              {t('quests.fundedOnChain')}{' '}
              <Code>{shortAddress(quest.funding.transactionHash, 6)}</Code>
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
