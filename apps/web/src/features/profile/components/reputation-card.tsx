// XP, level and the way to the next one (spec 2, 5: the next threshold is the scoreLevel
// entry of level + 1), plus donations received and the rewards history link.
import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ProgressBar } from '@/components/progress-bar';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { SCORE_LEVELS } from '@chainreview/shared/levels';
import type { PublicUser } from '@chainreview/shared/schemas/user';
import { paths } from '@/config/paths';
import { LevelBadge, levelColor } from '@/components/level-badge';
import { formatCount, formatUsd } from '@/lib/format';
import { useSystemConfig } from '@/lib/system-config';

export interface LevelStep {
  min: number;
  /** The next level's threshold, or null at the top level. */
  next: number | null;
  nextLevel: number | null;
  percent: number;
}

/** Where a score stands between its level's minimum and the next level's threshold. */
export function levelStep(
  score: number,
  level: number,
  levels: ReadonlyArray<{ level: number; min: number }> = SCORE_LEVELS,
): LevelStep {
  const current = levels[level - 1] ?? levels[0]!;
  const nextEntry = levels[level];
  if (!nextEntry) return { min: current.min, next: null, nextLevel: null, percent: 100 };
  const span = Math.max(1, nextEntry.min - current.min);
  const percent = Math.min(100, Math.max(0, ((score - current.min) / span) * 100));
  return { min: current.min, next: nextEntry.min, nextLevel: nextEntry.level, percent };
}

export function ReputationCard({
  user,
  showHistoryLink = true,
}: {
  user: PublicUser;
  showHistoryLink?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const config = useSystemConfig();
  const levels = config.data?.scoreLevel?.length ? config.data.scoreLevel : SCORE_LEVELS;
  const step = levelStep(user.score, user.level, levels);
  const number = (n: number) => formatCount(n, i18n.language);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="reputation-card">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('profile.totalXp')}
          </Text>
          <Text fw={800} size="xl" lh={1.1} data-testid="profile-xp">
            {t('profile.xpValue', { value: number(user.score) })}
          </Text>
        </Stack>
        <LevelBadge level={user.level} levelName={user.levelName} size="lg" withName />
      </Group>
      <ProgressBar
        value={step.percent}
        color={levelColor(user.level)}
        size="lg"
        radius="xl"
        mt="md"
        aria-label={t('profile.levelProgress')}
        valueText={
          step.next !== null
            ? t('profile.toNextLevel', {
                remaining: number(step.next - user.score),
                level: step.nextLevel,
              })
            : t('profile.topLevel')
        }
        data-testid="level-progress"
      />
      <Group justify="space-between" mt={6} gap="xs">
        <Text size="sm" c="dimmed">
          {step.next !== null
            ? t('profile.toNextLevel', {
                remaining: number(Math.max(0, step.next - user.score)),
                level: step.nextLevel,
              })
            : t('profile.topLevel')}
        </Text>
        {step.next !== null && (
          <Text size="sm" c="dimmed">
            {number(user.score)} / {number(step.next)}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={2} mt="md" spacing="sm">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('profile.reviews')}
          </Text>
          <Text fw={700}>{number(user.reviewsCount)}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('profile.donateReceived')}
          </Text>
          <Text fw={700}>
            {user.donateReceived > 0 ? formatUsd(user.donateReceived, i18n.language) : '—'}
          </Text>
        </Stack>
      </SimpleGrid>
      {showHistoryLink && (
        <Anchor
          component={Link}
          to={paths.rewardsHistory.href(user.address)}
          size="sm"
          mt="md"
          display="inline-flex"
          style={{ alignItems: 'center', gap: 4 }}
          data-testid="rewards-history-link"
        >
          {t('profile.viewRewardsHistory')}
          <IconChevronRight size={14} aria-hidden />
        </Anchor>
      )}
    </Paper>
  );
}
