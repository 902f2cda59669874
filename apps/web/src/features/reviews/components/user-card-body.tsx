// The hover card's content for a review's author (review-author.tsx loads it with the card):
// avatar, name, level, Total XP, Total Reviews, Donate Received, Follow and the profile link.
import { Anchor, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Review } from '@chainreview/shared/schemas/review';
import { FollowUserButton } from '@/components/follow-user-button';
import { paths } from '@/config/paths';
import { numberFormat, shortAddress } from '@/lib/format';
import { useSession } from '@/lib/session';
import { AuthorAvatar, authorName, LevelBadge } from './review-author';

type Author = Review['user'];

/** Total XP, Total Reviews, Donate Received (a dash when nothing was received). */
function UserStats({ user }: { user: Author }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const usd = numberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
  });
  const stats = [
    { label: t('reviews.user.totalXp'), value: number.format(user.score) },
    { label: t('reviews.user.totalReviews'), value: number.format(user.reviewsCount) },
    {
      label: t('reviews.user.donateReceived'),
      value: user.donateReceived > 0 ? usd.format(user.donateReceived) : '-',
    },
  ];
  return (
    <SimpleGrid cols={3} spacing="xs" component="dl" m={0}>
      {stats.map((s) => (
        <Stack key={s.label} gap={0} align="center" ta="center">
          <Text component="dt" size="xs" c="dimmed" lh={1.2}>
            {s.label}
          </Text>
          <Text component="dd" m={0} fw={700} size="sm">
            {s.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function UserCardBody({ user }: { user: Author }) {
  const { t } = useTranslation();
  const session = useSession();
  const href = paths.user.href(user.address, session.user?.address);
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <AuthorAvatar user={user} size={48} />
        <div style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {authorName(user)}
          </Text>
          {user.displayName?.trim() && (
            <Text size="xs" c="dimmed" ff="monospace">
              {shortAddress(user.address)}
            </Text>
          )}
          <LevelBadge user={user} />
        </div>
      </Group>
      <Divider />
      <UserStats user={user} />
      {/* Only for a signed-in viewer looking at someone else (the button decides). */}
      <FollowUserButton userId={user.id} size="xs" fullWidth />
      <Anchor component={Link} to={href} size="sm" ta="center">
        {t('reviews.user.viewProfile')}
      </Anchor>
    </Stack>
  );
}
