// The project page's live quests (sidebar), and 'Create quest' for the project's owner.
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useQuests } from '../api/get-quests';

export function ProjectQuests({
  projectId,
  ownerAddress,
}: {
  projectId: string;
  ownerAddress: string | null;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useQuests('live', projectId, 1);
  const isOwner =
    !!ownerAddress &&
    session.user !== null &&
    session.user.address.toLowerCase() === ownerAddress.toLowerCase();
  const quests = query.data?.data ?? [];
  if (!isOwner && quests.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="project-quests">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('quests.projectTitle')}
        </Title>
        {quests.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('quests.empty.live')}
          </Text>
        ) : (
          quests.map((quest) => (
            <Anchor
              key={quest.id}
              component={Link}
              to={paths.quest.href(quest.id)}
              size="sm"
              data-testid="project-quest-link"
            >
              {quest.title} ·{' '}
              {t('quests.rewardLine', {
                amount: quest.reward.amountPerWinnerFormatted,
                token: quest.reward.tokenSymbol,
                count: quest.reward.winners,
              })}
            </Anchor>
          ))
        )}
        {isOwner && (
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={`${paths.createQuest.href()}?projectId=${projectId}`}
            data-testid="project-create-quest"
          >
            {t('quests.create')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
