// A project as a card in the home sections: logo, name, verified mark, symbol and chain,
// stars and review count, with the hover tooltip card.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { ChainLabel } from '@/components/chain-label';
import { paths } from '@/config/paths';
import { ProjectAvatar } from './project-avatar';
import { ProjectHoverCard } from './project-hover-card';
import { NoReviewsBadge } from './no-reviews-badge';
import { StarAverage } from './star-average';
import { TrustedLine } from './trusted-line';
import { VerifiedMark } from './verified-mark';
import classes from './project-cards.module.css';

export function ProjectCard({
  project,
  rank,
  showTrusted = false,
}: {
  project: Project;
  rank?: number;
  /** In lists ranked by the trusted rating (Good Rating): show it under the stars. */
  showTrusted?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ProjectHoverCard project={project}>
      <Paper withBorder radius="lg" p="md" className={classes.card} data-testid="project-card">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ProjectAvatar project={project} size={48} />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Group gap={4} wrap="nowrap">
                <Text
                  component={Link}
                  to={paths.project.href(project)}
                  fw={700}
                  truncate
                  className={classes.stretched}
                >
                  {project.name}
                </Text>
                {project.isVerified && <VerifiedMark size={16} />}
              </Group>
              <Group gap="xs" wrap="nowrap">
                {project.symbol && (
                  <Text size="xs" c="dimmed" fw={600}>
                    {project.symbol}
                  </Text>
                )}
                <ChainLabel chain={project.chain} size="xs" />
              </Group>
            </div>
            {rank !== undefined && (
              <Badge variant="light" radius="sm" aria-label={t('project.rank', { rank })}>
                #{rank}
              </Badge>
            )}
          </Group>
          {project.reviewCount === 0 ? (
            <Group>
              <NoReviewsBadge size="xs" />
            </Group>
          ) : (
            <StarAverage avgStar={project.avgStar} reviewCount={project.reviewCount} size="xs" />
          )}
          {showTrusted && <TrustedLine project={project} />}
          {project.categories.length > 0 && (
            <Group gap={4}>
              {project.categories.slice(0, 3).map((c) => (
                <Badge key={c} size="xs" variant="default" radius="sm" tt="none">
                  {t(`categories.${c}`)}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Paper>
    </ProjectHoverCard>
  );
}
