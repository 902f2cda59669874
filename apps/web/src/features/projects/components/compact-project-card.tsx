// The compact project card for small screens (spec 2): a slim bar under the nav, shown once
// the header has scrolled away, with the name, rating and the write button.
import type { ReactNode } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import type { Project } from '@chainreview/shared/schemas/project';
import { NoReviewsBadge } from './no-reviews-badge';
import { formatRating } from '@/lib/format';
import { IconStarFilled } from '@tabler/icons-react';
import { ProjectAvatar } from './project-avatar';
import { WriteReviewButton } from './write-review-button';
import classes from './project-detail.module.css';

export function CompactProjectCard({
  project,
  shown,
  write,
}: {
  project: Project;
  shown: boolean;
  write?: (project: Project, button: ReactNode) => ReactNode;
}) {
  return (
    <Paper
      className={classes.compactCard}
      data-shown={shown || undefined}
      aria-hidden={!shown || undefined}
      hiddenFrom="md"
      shadow="md"
      px="md"
      py="xs"
      data-testid="compact-project-card"
    >
      <Group gap="sm" wrap="nowrap">
        <ProjectAvatar project={project} size={32} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} size="sm" truncate>
            {project.name}
            {project.symbol && (
              <Text span c="dimmed" size="xs" ml={6}>
                {project.symbol}
              </Text>
            )}
          </Text>
          {project.reviewCount === 0 ? (
            <NoReviewsBadge size="xs" />
          ) : (
            <Group gap={4} wrap="nowrap">
              <IconStarFilled size={12} color="var(--mantine-color-yellow-5)" aria-hidden />
              <Text size="xs" fw={600}>
                {formatRating(project.avgStar)}
              </Text>
            </Group>
          )}
        </div>
        {write ? (
          write(
            project,
            <WriteReviewButton project={project} size="xs" compact testId="compact-write-review" />,
          )
        ) : (
          <WriteReviewButton project={project} size="xs" compact testId="compact-write-review" />
        )}
      </Group>
    </Paper>
  );
}
