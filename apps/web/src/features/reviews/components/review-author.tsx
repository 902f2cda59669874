// The author line of a review or reply (spec 2): avatar and name with the user hover card
// (Total XP, Total Reviews, Donate Received, Follow/Following), level badge, Product Owner
// and holder badges, and the age with the full date on hover.
import { lazy, Suspense } from 'react';
import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { useHoverParts } from '@/components/floating/use-hover-parts';
import { Tooltip } from '@/components/floating/tooltip';
import { IconCrown } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '@chainreview/shared/limits';
import type { Review } from '@chainreview/shared/schemas/review';
import { paths } from '@/config/paths';
import { numberFormat, shortAddress } from '@/lib/format';
import { withRestTexts } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { formatAge, formatFullDate } from '../dates';
import { UserAvatar } from '@/components/identicon';

type Author = Review['user'];

export function authorName(user: Pick<Author, 'displayName' | 'address'>): string {
  return user.displayName?.trim() || shortAddress(user.address);
}

// The card's content (its stats grid, the follow button) loads with the card, on the first
// pointer on an author, not with every list of reviews.
const UserCardBody = lazy(() =>
  withRestTexts(import('./user-card-body')).then((m) => ({ default: m.UserCardBody })),
);

export function AuthorAvatar({ user, size }: { user: Author; size: number }) {
  return <UserAvatar address={user.address} url={user.avatar?.url} size={size} />;
}

export function LevelBadge({ user }: { user: Pick<Author, 'level' | 'levelName'> }) {
  const { t } = useTranslation();
  if (!user.level) return null;
  return (
    <Tooltip
      label={t(`reviews.levels.${user.levelName}`)}
      withArrow
      openDelay={TIMERS.tooltipDelay}
    >
      <Badge size="xs" variant="light" color="violet" radius="sm" tt="none" tabIndex={0}>
        {t('reviews.card.level', { level: user.level })}
      </Badge>
    </Tooltip>
  );
}

export function UserHoverCard({ user, children }: { user: Author; children: React.ReactNode }) {
  // Mantine's HoverCard (and floating-ui) loads with the first pointer on the target
  const { parts, openAtOnce, target } = useHoverParts({ delay: TIMERS.tooltipDelay });
  const box = <Box display="inline-flex">{children}</Box>;
  if (!parts) return target(box);
  const { HoverCard } = parts;
  return (
    <HoverCard
      initiallyOpened={openAtOnce}
      width={280}
      shadow="md"
      radius="lg"
      openDelay={TIMERS.tooltipDelay}
      closeDelay={150}
      position="bottom-start"
      withinPortal
    >
      <HoverCard.Target>{target(box)}</HoverCard.Target>
      <HoverCard.Dropdown data-testid="user-hover-card">
        <Suspense fallback={null}>
          <UserCardBody user={user} />
        </Suspense>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

export function ContentAge({
  createdAt,
  isEdited,
  updatedAt,
}: {
  createdAt: string;
  isEdited?: boolean;
  updatedAt?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip
        label={formatFullDate(createdAt, i18n.language)}
        withArrow
        openDelay={TIMERS.tooltipDelay}
      >
        <Text
          component="time"
          dateTime={createdAt}
          size="xs"
          c="dimmed"
          tabIndex={0}
          aria-label={formatFullDate(createdAt, i18n.language)}
          style={{ whiteSpace: 'nowrap', cursor: 'default' }}
        >
          {formatAge(createdAt, i18n.language)}
        </Text>
      </Tooltip>
      {isEdited && (
        <Tooltip
          label={updatedAt ? formatFullDate(updatedAt, i18n.language) : ''}
          disabled={!updatedAt}
          withArrow
          openDelay={TIMERS.tooltipDelay}
        >
          <Text size="xs" c="dimmed" fs="italic" tabIndex={0} data-testid="edited-mark">
            · {t('reviews.card.edited')}
          </Text>
        </Tooltip>
      )}
    </Group>
  );
}

/** A holder's share with 3 significant digits (0.000123, 1.23, 12.3). */
export function formatHolderPercent(percent: number, language: string): string {
  return numberFormat(language, { maximumSignificantDigits: 3 }).format(percent);
}

export function ReviewAuthor({
  review,
  avatarSize = 40,
  children,
}: {
  review: Pick<Review, 'user' | 'isProductOwner' | 'holderBadge' | 'holderPercent'>;
  avatarSize?: number;
  /** The line under the name: stars and age. */
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { user } = review;
  const href = paths.user.href(user.address, session.user?.address);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
      <UserHoverCard user={user}>
        <Anchor component={Link} to={href} aria-hidden tabIndex={-1} display="inline-flex">
          <AuthorAvatar user={user} size={avatarSize} />
        </Anchor>
      </UserHoverCard>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
          <UserHoverCard user={user}>
            <Anchor
              component={Link}
              to={href}
              fw={700}
              size="sm"
              c="inherit"
              truncate
              maw={220}
              data-testid="review-author"
            >
              {authorName(user)}
            </Anchor>
          </UserHoverCard>
          <LevelBadge user={user} />
          {review.isProductOwner && (
            <Badge
              size="xs"
              radius="sm"
              color="orange"
              variant="filled"
              tt="none"
              leftSection={<IconCrown size={11} />}
              data-testid="product-owner-badge"
            >
              {t('reviews.card.productOwner')}
            </Badge>
          )}
          {review.holderBadge && (
            <Tooltip
              label={t('holders.tooltip', { badge: t(`reviews.holders.${review.holderBadge}`) })}
              withArrow
              multiline
              w={280}
              openDelay={TIMERS.tooltipDelay}
            >
              <Badge
                size="xs"
                radius="sm"
                color="cyan"
                variant="light"
                tt="none"
                tabIndex={0}
                data-testid="holder-badge"
              >
                {t(`reviews.holders.${review.holderBadge}`)}
                {typeof review.holderPercent === 'number' &&
                  ` · ${t('holders.label', { percent: formatHolderPercent(review.holderPercent, i18n.language) })}`}
              </Badge>
            </Tooltip>
          )}
        </Group>
        {children}
      </Stack>
    </Group>
  );
}
