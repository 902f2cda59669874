// The sidebar project card (spec 2): logo, name, symbol, verified mark, review count, average
// and the write button. On large screens it fades in once the header is under the nav (the
// sticky slot around it in project-detail does the fading).
import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { formatRating } from '@/lib/format';
import { ProjectAvatar } from './project-avatar';
import { StarAverage } from './star-average';
import { VerifiedMark } from './verified-mark';
import { WriteReviewButton } from './write-review-button';

export function ProjectSidebarCard({
  project,
  shown,
  write,
}: {
  project: Project;
  shown: boolean;
  write?: (project: Project, button: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      aria-hidden={!shown || undefined}
      data-testid="project-sidebar-card"
    >
      <Stack gap="sm" align="center" ta="center">
        <ProjectAvatar project={project} size={64} />
        <div>
          <Group gap={4} justify="center" wrap="nowrap">
            <Text fw={800} size="lg">
              {project.name}
            </Text>
            {project.isVerified && <VerifiedMark size={18} />}
          </Group>
          {project.symbol && (
            <Text size="sm" c="dimmed" fw={600}>
              {project.symbol}
            </Text>
          )}
        </div>
        <Group gap="xs" justify="center">
          <Text fw={800} fz={28} lh={1}>
            {formatRating(project.avgStar)}
          </Text>
          <Stack gap={0} align="flex-start">
            <StarAverage avgStar={project.avgStar} size="xs" showCount={false} showValue={false} />
            <Text size="xs" c="dimmed">
              {t('project.reviewCount', { count: project.reviewCount })}
            </Text>
          </Stack>
        </Group>
        {write ? (
          write(project, <WriteReviewButton project={project} fullWidth />)
        ) : (
          <WriteReviewButton project={project} fullWidth />
        )}
      </Stack>
    </Paper>
  );
}
