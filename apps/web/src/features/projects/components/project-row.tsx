// A project as a row: search results (spec 2: the search-result row linking to the project)
// and the project lists. The whole row is clickable through the name's link.
import { Badge, Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { ChainLabel } from '@/components/chain-label';
import { paths } from '@/config/paths';
import { formatDate, formatRating } from '@/lib/format';
import { ProjectAvatar } from './project-avatar';
import { NoReviewsBadge } from './no-reviews-badge';
import { ProjectHoverCard } from './project-hover-card';
import { StarAverage } from './star-average';
import { TrustedLine } from './trusted-line';
import { VerifiedMark } from './verified-mark';
import classes from './project-cards.module.css';

export function ProjectRow({
  project,
  rank,
  onOpen,
  showListed = false,
  showTrusted = false,
}: {
  project: Project;
  rank?: number;
  onOpen?: (project: Project) => void;
  showListed?: boolean;
  /** In lists ranked by the trusted rating (Good Rating): show it beside the stars. */
  showTrusted?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      px={{ base: 'sm', sm: 'md' }}
      py="sm"
      className={classes.row}
      data-testid="project-row"
    >
      {rank !== undefined && (
        <Text fw={800} c="dimmed" className={`${classes.rank} ${rank <= 3 ? classes.rankTop : ''}`}>
          {rank}
        </Text>
      )}
      <ProjectHoverCard project={project}>
        <div style={{ flexShrink: 0, display: 'flex' }}>
          <ProjectAvatar project={project} size={40} />
        </div>
      </ProjectHoverCard>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Group gap={4} wrap="nowrap">
          <Text
            component={Link}
            to={paths.project.href(project)}
            fw={700}
            truncate
            className={classes.stretched}
            onClick={() => onOpen?.(project)}
          >
            {project.name}
          </Text>
          {project.isVerified && <VerifiedMark size={16} />}
        </Group>
        <Group gap={8} wrap="nowrap" mt={2}>
          {project.symbol && (
            <Text size="xs" c="dimmed" fw={700} style={{ flexShrink: 0 }}>
              {project.symbol}
            </Text>
          )}
          <ChainLabel chain={project.chain} size="xs" />
          <Group gap={4} visibleFrom="sm" wrap="nowrap">
            {project.categories.slice(0, 2).map((c) => (
              <Badge key={c} size="xs" variant="default" radius="sm" tt="none">
                {t(`categories.${c}`)}
              </Badge>
            ))}
          </Group>
        </Group>
      </div>
      {showListed && (
        <Text size="xs" c="dimmed" visibleFrom="lg" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(project.createdAt, i18n.language)}
        </Text>
      )}
      <div style={{ flexShrink: 0, textAlign: 'right' }}>
        {project.reviewCount === 0 ? (
          <NoReviewsBadge size="xs" />
        ) : (
          <>
            <Group visibleFrom="sm" justify="flex-end">
              <StarAverage avgStar={project.avgStar} size="xs" showCount={false} />
            </Group>
            <Group hiddenFrom="sm" gap={4} justify="flex-end" wrap="nowrap">
              <IconStarFilled size={14} color="var(--mantine-color-yellow-5)" aria-hidden />
              <Text size="sm" fw={700}>
                {formatRating(project.avgStar)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('project.reviewCount', { count: project.reviewCount })}
            </Text>
          </>
        )}
        {showTrusted && (
          <Group justify="flex-end">
            <TrustedLine project={project} />
          </Group>
        )}
      </div>
    </Group>
  );
}
