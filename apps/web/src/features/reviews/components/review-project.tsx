// The reviewed project: a one-line link above reviews in feeds, and a card beside the review
// on its own page. Built from the review's project summary, so no extra call is needed.
import { Anchor, Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import { IconDiscountCheckFilled } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Chain } from '@chainreview/shared/enums';
import type { Review } from '@chainreview/shared/schemas/review';
import { useChainInfo } from '@/components/chain-label';
import { paths } from '@/config/paths';

type ReviewProject = Review['project'];

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function Verified() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('reviews.project.verified')} withArrow>
      <IconDiscountCheckFilled
        size={16}
        color="var(--mantine-color-blue-6)"
        aria-label={t('reviews.project.verified')}
        role="img"
      />
    </Tooltip>
  );
}

export function ReviewProjectLine({ project }: { project: ReviewProject }) {
  return (
    <Group gap={8} wrap="nowrap" data-testid="review-project">
      <Avatar src={project.avatar?.url ?? null} alt="" size={22} radius="xl" color="blue">
        {initials(project.name)}
      </Avatar>
      <Anchor component={Link} to={paths.project.href(project)} size="sm" fw={600} truncate>
        {project.name}
        {project.symbol ? ` (${project.symbol})` : ''}
      </Anchor>
      {project.isVerified && <Verified />}
    </Group>
  );
}

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
