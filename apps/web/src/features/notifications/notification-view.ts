// How a notification reads and where it leads (spec 2, 4, 9): the badge caps at '99+' from
// 100, quotes are cut at 150 characters, and the action decides the destination.
import type { TFunction } from 'i18next';
import { UI } from '@chainreview/shared/limits';
import type { Notification as AppNotification } from '@chainreview/shared/schemas/notification';
import { paths } from '@/config/paths';
import { shortAddress } from '@/lib/format';

/** The bell's badge: nothing at 0, '99+' from 100 (spec 9). */
export function formatBadgeCount(total: number): string | null {
  if (!Number.isFinite(total) || total <= 0) return null;
  return total >= UI.notificationBadgeCap ? `${UI.notificationBadgeCap - 1}+` : String(total);
}

/** The quoted text (a reply, a review title), cut at 150 characters with an ellipsis. */
export function notificationQuote(message: string | null | undefined): string | null {
  const text = message?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const chars = [...text];
  return chars.length > UI.notificationQuoteMax
    ? `${chars.slice(0, UI.notificationQuoteMax).join('').trimEnd()}...`
    : text;
}

/** What the vote-integrity job tells the admin team: opens the console's integrity tab. */
const INTEGRITY_EVENTS = ['serial_votes_reversed', 'vote_ring_flagged'];

/** Where a click goes: the review, the donations tab of /me, or /me (spec 4). */
export function notificationHref(
  n: Pick<AppNotification, 'action' | 'objectId'> & { event?: string },
): string {
  if (n.event && INTEGRITY_EVENTS.includes(n.event)) return `${paths.admin.href()}?tab=integrity`;
  switch (n.action) {
    case 'display_review':
      return n.objectId ? paths.review.href(n.objectId) : paths.me.href();
    case 'display_donate':
      return paths.me.href('donations');
    case 'display_quest':
      return n.objectId ? paths.quest.href(n.objectId) : paths.quests.href();
    case 'display_profile':
    default:
      return paths.me.href();
  }
}

export function actorName(n: AppNotification, t: TFunction): string {
  if (!n.from) return t('notifications.someone');
  return n.from.displayName?.trim() || shortAddress(n.from.address);
}

/** The sentence of a row; grouped rows read 'N people upvoted your review'. */
export function notificationText(n: AppNotification, t: TFunction): string {
  const name = actorName(n, t);
  const project = n.project?.name ?? '';
  if (n.actorCount > 1 && (n.type === 'upvote' || n.type === 'downvote' || n.type === 'reply')) {
    return t(`notifications.grouped.${n.type}`, { count: n.actorCount });
  }
  switch (n.type) {
    case 'reply':
      return t('notifications.types.reply', { name });
    case 'upvote':
      return t('notifications.types.upvote', { name });
    case 'downvote':
      return t('notifications.types.downvote', { name });
    case 'follow_review':
      return project
        ? t('notifications.types.follow_review', { name, project })
        : t('notifications.types.follow_review_noProject', { name });
    case 'donate_for_review':
      return n.object?.amount
        ? t('notifications.types.donate_for_review', {
            name,
            amount: n.object.amount,
            currency: n.object.donateCurrency ?? '',
          })
        : t('notifications.types.donate_for_review_noAmount', { name });
    case 'moderation':
      return t(`notifications.moderation.${n.event ?? 'content_blocked'}`, { project });
    case 'up_level':
      return t('notifications.types.up_level', { level: n.object?.newLevel ?? n.objectId ?? '' });
    case 'quest_started':
      return t('notifications.quests.started', { project });
    case 'quest_won':
      return t('notifications.quests.won', {
        amount: n.object?.amount ?? '',
        currency: n.object?.donateCurrency ?? '',
      });
    default:
      return n.message ?? '';
  }
}
