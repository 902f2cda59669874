// A quest's winners with their claim state, and the draw's inputs so anyone can re-run it.
import { Anchor, Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Quest } from '@chainreview/shared/schemas/quest';
import { paths } from '@/config/paths';
import { shortAddress } from '@/lib/format';
import { Link } from '@/lib/router';
import { useQuestWinners } from '../api/get-quest-winners';

export function QuestWinners({ quest }: { quest: Quest }) {
  const { t } = useTranslation();
  const query = useQuestWinners(quest.id);
  if (!query.data) return null;
  const { winners, draw, settled } = query.data;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="quest-winners">
      <Title order={2} size="h4" mb="sm">
        {t('quests.winners.title')}
      </Title>
      {winners.length === 0 ? (
        <Text size="sm" c="dimmed">
          {settled ? t('quests.winners.none') : t('quests.winners.pending')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('quests.winners.user')}</Table.Th>
                <Table.Th>{t('quests.winners.amount')}</Table.Th>
                <Table.Th>{t('quests.winners.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {winners.map((w) => (
                <Table.Tr key={w.userId} data-testid="quest-winner">
                  <Table.Td>{w.rank}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.user.href(w.address)} size="sm">
                      {w.displayName?.trim() || shortAddress(w.address)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {quest.reward.amountPerWinnerFormatted} {quest.reward.tokenSymbol}
                  </Table.Td>
                  <Table.Td>
                    {w.claimed ? t('quests.winners.claimed') : t('quests.winners.unclaimed')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {draw && (
        <Stack gap={4} mt="md" data-testid="quest-draw">
          <Text size="sm" fw={600}>
            {t('quests.winners.drawTitle')}
          </Text>
          <Text size="xs">
            {t('quests.winners.drawBlock', { number: draw.blockNumber })}{' '}
            <Code>{draw.blockHash}</Code>
          </Text>
          <Text size="xs">
            {t('quests.winners.drawSeed')} <Code>{draw.seed}</Code>
          </Text>
          <Text size="xs" c="dimmed">
            {t('quests.winners.drawHelp', { count: draw.participants.length })}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
