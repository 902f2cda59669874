// The reviewed project as a card beside the review on its own page (its one-line link above
// reviews in feeds is review-project.tsx, without the chain's naming this card needs).
import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Chain } from '@chainreview/shared/enums';
import { useChainInfo } from '@/components/chain-label';
import { paths } from '@/config/paths';
import { initials, Verified, type ReviewProject } from './review-project';

export function ReviewProjectCard({ project }: { project: ReviewProject }) {
  const { t } = useTranslation();
  // One naming everywhere: 'BNB Chain', never the slug 'BSC'.
  const chain = useChainInfo(project.chain as Chain);
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="review-project-card">
      <Stack align="center" gap="xs" ta="center">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {t('reviews.project.title')}
        </Text>
        <Avatar src={project.avatar?.url ?? null} alt="" size={72} radius="xl" color="blue">
          {initials(project.name)}
        </Avatar>
        <Group gap={6} justify="center" wrap="nowrap">
          <Text fw={700} size="lg" lh={1.2}>
            {project.name}
          </Text>
          {project.isVerified && <Verified />}
        </Group>
        <Text size="sm" c="dimmed" data-testid="review-project-chain">
          {project.symbol ? `${project.symbol} · ${chain.name}` : chain.name}
        </Text>
        <Button component={Link} to={paths.project.href(project)} variant="light" fullWidth mt="xs">
          {t('reviews.project.view')}
        </Button>
      </Stack>
    </Paper>
  );
}
