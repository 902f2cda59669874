// The reviewed project: a one-line link above reviews in feeds (its card beside the review on
// its own page is review-project-card.tsx). Built from the review's project summary, so no
// extra call is needed.
import { Anchor, Avatar, Group } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import { IconDiscountCheckFilled } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Review } from '@chainreview/shared/schemas/review';
import { paths } from '@/config/paths';

export type ReviewProject = Review['project'];

export function initials(name: string) {
  return name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function Verified() {
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
