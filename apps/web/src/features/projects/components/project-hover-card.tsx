// The hover tooltip card of a project (spec 2), shown after 500 ms (spec 9). Mantine's
// HoverCard (and floating-ui) loads with the first pointer resting on a card, not with the
// page.
import type { ReactElement } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '@chainreview/shared/limits';
import type { Project } from '@chainreview/shared/schemas/project';
import { ChainLabel } from '@/components/chain-label';
import { useHoverParts } from '@/components/floating/use-hover-parts';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { ProjectAvatar } from './project-avatar';
import { StarAverage } from './star-average';
import { VerifiedMark } from './verified-mark';

export function ProjectHoverCard({
  project,
  children,
}: {
  project: Project;
  children: ReactElement;
}) {
  const { t, i18n } = useTranslation();
  const { parts, openAtOnce, target } = useHoverParts({ delay: TIMERS.tooltipDelay });
  if (!parts) return target(children);
  const { HoverCard } = parts;
  return (
    <HoverCard
      initiallyOpened={openAtOnce}
      width={320}
      shadow="lg"
      openDelay={TIMERS.tooltipDelay}
      closeDelay={100}
      withArrow
      position="bottom"
      withinPortal
      // A preview for pointer users: the target is not a control, and everything the card
      // shows is on the project's page, so no popup roles on the target.
      withRoles={false}
    >
      <HoverCard.Target>{target(children)}</HoverCard.Target>
      <HoverCard.Dropdown data-testid="project-hover-card">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            <ProjectAvatar project={project} size={44} />
            <div style={{ minWidth: 0 }}>
              <Group gap={4} wrap="nowrap">
                <Text fw={700} truncate>
                  {project.name}
                </Text>
                {project.isVerified && <VerifiedMark size={16} />}
              </Group>
              <Group gap="xs" wrap="nowrap">
                {project.symbol && (
                  <Text size="xs" c="dimmed">
                    {project.symbol}
                  </Text>
                )}
                <ChainLabel chain={project.chain} size="xs" />
              </Group>
            </div>
          </Group>
          <StarAverage avgStar={project.avgStar} reviewCount={project.reviewCount} size="xs" />
          {project.description && (
            <Text size="sm" lineClamp={3}>
              {project.description}
            </Text>
          )}
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('project.followers', {
                count: project.followersCount,
                formatted: formatCount(project.followersCount, i18n.language),
              })}
            </Text>
            <Anchor component={Link} to={paths.project.href(project)} size="sm" fw={600}>
              {t('project.viewProject')}
            </Anchor>
          </Group>
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
