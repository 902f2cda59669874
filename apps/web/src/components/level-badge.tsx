// The level rank badge (spec 5: shown only when the user has a level). The level's name is
// in the tooltip and in the accessible name, so it is readable without hovering.
import { Badge, type BadgeProps } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserLevel } from '@chainreview/shared/enums';
import { TIMERS } from '@chainreview/shared/limits';

const LEVEL_COLORS = [
  'gray',
  'teal',
  'blue',
  'indigo',
  'violet',
  'grape',
  'pink',
  'orange',
  'yellow',
] as const;

export function levelColor(level: number): string {
  return LEVEL_COLORS[Math.min(LEVEL_COLORS.length, Math.max(1, level)) - 1]!;
}

export function LevelBadge({
  level,
  levelName,
  size = 'sm',
  withName = false,
}: {
  level: number | null | undefined;
  levelName?: UserLevel | null;
  size?: BadgeProps['size'];
  /** Shows the level's name next to its number ('Lv. 3 · Member'). */
  withName?: boolean;
}) {
  const { t } = useTranslation();
  if (!level || level < 1) return null;
  const name = levelName ? t(`levels.names.${levelName}`) : null;
  const label = name ? t('levels.badgeLabel', { level, name }) : t('levels.badge', { level });
  return (
    <Tooltip label={label} withArrow openDelay={TIMERS.tooltipDelay} disabled={withName}>
      <Badge
        size={size}
        radius="sm"
        variant="light"
        color={levelColor(level)}
        tt="none"
        leftSection={<IconStarFilled size={10} aria-hidden />}
        aria-label={label}
        role="img"
        data-testid="level-badge"
        data-level={level}
        style={{ flexShrink: 0 }}
      >
        {withName && name
          ? t('levels.shortWithName', { level, name })
          : t('levels.short', { level })}
      </Badge>
    </Tooltip>
  );
}
