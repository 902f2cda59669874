// One row of the dropdown: who, what, the quote, the project, when; unread rows are tinted
// and marked with a dot (and say so to screen readers).
import {
  Avatar,
  Group,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowBigDownFilled,
  IconArrowBigUpFilled,
  IconCoin,
  IconFlag,
  IconGift,
  IconMessageCircle,
  IconNews,
  IconShieldCheck,
  IconTrophy,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NotificationType } from '@chainreview/shared/enums';
import type { Notification as AppNotification } from '@chainreview/shared/schemas/notification';
import { formatDate } from '@/lib/format';
import { notificationQuote, notificationText } from '../notification-view';
import classes from './notifications.module.css';

const TYPE_ICONS: Record<NotificationType, { icon: typeof IconTrophy; color: string }> = {
  reply: { icon: IconMessageCircle, color: 'blue' },
  upvote: { icon: IconArrowBigUpFilled, color: 'teal' },
  downvote: { icon: IconArrowBigDownFilled, color: 'red' },
  follow_review: { icon: IconNews, color: 'violet' },
  donate_for_review: { icon: IconCoin, color: 'yellow' },
  up_level: { icon: IconTrophy, color: 'orange' },
  moderation: { icon: IconShieldCheck, color: 'gray' },
  quest_started: { icon: IconFlag, color: 'grape' },
  quest_won: { icon: IconGift, color: 'green' },
};

function relativeTime(iso: string, language: string): string {
  const then = Date.parse(iso);
  if (!Number.isFinite(then)) return iso;
  const seconds = Math.round((then - Date.now()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return rtf.format(Math.round(seconds / 86_400), 'day');
  return formatDate(iso, language);
}

export function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: (n: AppNotification) => void;
}) {
  const { t, i18n } = useTranslation();
  const text = notificationText(n, t);
  const raw = n.type === 'up_level' ? null : notificationQuote(n.message);
  const quote =
    raw && n.type === 'moderation' ? t('notifications.moderation.reason', { reason: raw }) : raw;
  const { icon: Icon, color } = TYPE_ICONS[n.type] ?? TYPE_ICONS.reply;
  const time = n.updatedAt || n.createdAt;

  return (
    <UnstyledButton
      className={classes.item}
      data-unread={!n.isRead || undefined}
      data-testid="notification-item"
      data-id={n.id}
      onClick={() => onOpen(n)}
    >
      {n.from && n.actorCount <= 1 ? (
        <Avatar src={n.from.avatar?.url ?? null} alt="" radius="xl" size={36} color={color}>
          <Icon size={18} />
        </Avatar>
      ) : (
        <ThemeIcon variant="light" color={color} radius="xl" size={36} aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
      )}
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={n.isRead ? 400 : 600} lh={1.35}>
          {text}
        </Text>
        {quote && (
          <Text size="xs" c="dimmed" className={classes.quote} data-testid="notification-quote">
            “{quote}”
          </Text>
        )}
        {n.type === 'moderation' && n.reasonCategory && (
          <Text size="xs" c="dimmed" data-testid="notification-rule">
            {t('notifications.moderation.rule', {
              rule: t(`moderationReasons.${n.reasonCategory}`),
            })}
            {n.event === 'content_blocked' && n.action === 'display_review'
              ? ` ${t('notifications.moderation.appealHint')}`
              : ''}
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          {n.project && n.type !== 'follow_review' && (
            <Text size="xs" c="dimmed" fw={500}>
              {n.project.name}
            </Text>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={time}>
            {relativeTime(time, i18n.language)}
          </Text>
        </Group>
      </Stack>
      {!n.isRead && (
        <>
          <span className={classes.dot} aria-hidden />
          <VisuallyHidden>{t('notifications.unreadMark')}</VisuallyHidden>
        </>
      )}
    </UnstyledButton>
  );
}
