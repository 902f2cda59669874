// The level-up popup, bottom right (spec 2, 4): 'Level Up', 'Congratulations on your new
// level :' with the level, 'You did a great job and keep it up', a 3 s progress animation;
// closing it dismisses it on the server (DELETE /api/popup). Never on the write-review route.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import {
  CloseButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Transition,
} from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconTrophyFilled } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { matchPath, useLocation } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { UserLevel } from '@chainreview/shared/enums';
import { USER_LEVELS } from '@chainreview/shared/enums';
import { TIMERS } from '@chainreview/shared/limits';
import type { Popup } from '@chainreview/shared/schemas/notification';
import { paths } from '@/config/paths';
import { LevelBadge } from '@/components/level-badge';
import { meQueryKey, useSession } from '@/lib/session';
import { useSystemConfig } from '@/lib/system-config';
import { useDismissPopups } from '../api/dismiss-popups';
import { popupsQueryKey, usePopups } from '../api/get-popups';
import { popupToShow, shouldCheckLevelUp } from '../score-check';
import classes from './level-up-popup.module.css';

function useLevelUpPopup(): Popup | null {
  const { pathname } = useLocation();
  const { user } = useSession();
  const config = useSystemConfig();
  const queryClient = useQueryClient();
  const onWriteReview = matchPath(paths.writeReview.path, pathname) !== null;
  const check = user !== null && !onWriteReview && shouldCheckLevelUp(user, config.data);
  const popups = usePopups(check);

  // Asked again on every route change (the first ask is the query's own), and when the
  // profile shows a new level (it is refetched when notifications arrive).
  const level = user?.level ?? null;
  const last = useRef({ pathname, level });
  useEffect(() => {
    const before = last.current;
    last.current = { pathname, level };
    if (before.pathname === pathname && before.level === level) return;
    if (check) void queryClient.invalidateQueries({ queryKey: popupsQueryKey });
  }, [pathname, level, check, queryClient]);

  const popup = popupToShow(popups.data);
  // A new level changes the profile (level, max energy): refresh it once the popup arrives.
  const popupId = popup?.id;
  useEffect(() => {
    if (popupId) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [popupId, queryClient]);

  return onWriteReview || !user ? null : popup;
}

export function LevelUpPopup() {
  const popup = useLevelUpPopup();
  const [shown, setShown] = useState<Popup | null>(null);
  // Keep the last popup while the closing transition runs.
  if (popup && popup.id !== shown?.id) setShown(popup);
  if (!shown) return null;
  return (
    <Transition mounted={popup !== null} transition="slide-up" duration={250}>
      {(styles) => <PopupCard key={shown.id} popup={shown} style={styles} />}
    </Transition>
  );
}

function PopupCard({ popup, style }: { popup: Popup; style: CSSProperties }) {
  const { t } = useTranslation();
  const dismiss = useDismissPopups();
  const reduceMotion = useReducedMotion();
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    // Next frame, so the bar animates from 0 to full over the spec's 3 s.
    const frame = requestAnimationFrame(() => setProgress(100));
    return () => cancelAnimationFrame(frame);
  }, []);

  const level = popup.newLevel ?? 0;
  const levelName = (USER_LEVELS as readonly string[]).includes(popup.levelName ?? '')
    ? (popup.levelName as UserLevel)
    : (USER_LEVELS[level - 1] ?? null);

  return (
    <Paper
      className={classes.popup}
      shadow="xl"
      radius="lg"
      p="md"
      style={style}
      role="status"
      aria-live="polite"
      aria-labelledby="level-up-title"
      data-testid="level-up-popup"
      // The guided hints wait while this is on screen.
      data-hint-blocker
    >
      <div className={classes.glow} aria-hidden />
      <Stack gap="xs" pos="relative">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon
              size={44}
              radius="xl"
              variant="gradient"
              gradient={{ from: 'yellow', to: 'orange' }}
              aria-hidden
            >
              <IconTrophyFilled size={24} />
            </ThemeIcon>
            <Text fw={800} size="lg" id="level-up-title">
              {t('levelUp.title')}
            </Text>
          </Group>
          <CloseButton
            aria-label={t('levelUp.close')}
            onClick={() => dismiss.mutate(undefined)}
            data-testid="level-up-close"
          />
        </Group>
        <Group gap={6} wrap="wrap">
          <Text size="sm">{t('levelUp.congratulations')}</Text>
          <LevelBadge level={level} levelName={levelName} size="md" withName />
        </Group>
        <Text size="sm" c="dimmed">
          {t('levelUp.keepItUp')}
        </Text>
        <Progress
          value={progress}
          color="orange"
          size="sm"
          radius="xl"
          transitionDuration={reduceMotion ? 0 : TIMERS.levelUpAnimation}
          aria-hidden
          data-testid="level-up-progress"
        />
      </Stack>
    </Paper>
  );
}
