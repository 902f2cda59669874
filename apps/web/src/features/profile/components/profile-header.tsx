// The top of a profile (spec 2): avatar (upload on one's own), display name with the level
// badge, address with copy, bio, social links (Twitter and Telegram icons), follower and
// following counts that open their lists, and Edit profile or Follow/Following.
import { lazy, Suspense, useState } from 'react';
import {
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Me, PublicUser } from '@chainreview/shared/schemas/user';
import { CopyButton } from '@/components/copy-button';
import { FollowUserButton } from '@/components/follow-user-button';
import { LevelBadge } from '@/components/level-badge';
import { formatCount, shortAddress } from '@/lib/format';
import { hintTarget } from '@/lib/hint-target';
import { useFollowStatistic } from '../api/get-follow-statistic';
import type { FollowDirection } from '../api/get-follow-list';
import { ProfileAvatar } from './avatar-upload';
import { withRestTexts } from '@/lib/i18n';
import { SocialLinkIcon } from './social-link-icon';
import classes from './profile.module.css';

// The dialogs (and Mantine's Modal under them) load for the owner's own profile, or when a
// follow list is first opened: not with a visitor's page.
const EditProfileModal = lazy(() =>
  withRestTexts(import('./edit-profile-modal')).then((m) => ({ default: m.EditProfileModal })),
);
const FollowListModal = lazy(() =>
  withRestTexts(import('./follow-list-modal')).then((m) => ({ default: m.FollowListModal })),
);

export function profileName(user: Pick<PublicUser, 'displayName' | 'address'>): string {
  return user.displayName?.trim() || shortAddress(user.address);
}

export function ProfileHeader({ user, me }: { user: PublicUser; me: Me | null }) {
  const { t, i18n } = useTranslation();
  const isOwn = me !== null && me.id === user.id;
  const [editing, setEditing] = useState(false);
  const [list, setList] = useState<FollowDirection | null>(null);
  // mounted from the first opening on, so that it closes with its transition
  const [listUsed, setListUsed] = useState(false);
  const openList = (direction: FollowDirection) => {
    setListUsed(true);
    setList(direction);
  };
  const statistic = useFollowStatistic(user.id);
  const name = profileName(user);
  const hasName = Boolean(user.displayName?.trim());
  const number = (n: number) => formatCount(n, i18n.language);
  const followers = statistic.data?.followers ?? user.followersCount;
  const following = statistic.data?.following ?? user.followingCount;

  return (
    <Paper withBorder radius="lg" className={classes.hero} data-testid="profile-header">
      <div className={classes.banner} aria-hidden />
      <Box px={{ base: 'md', sm: 'xl' }} pb="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Group
            align="flex-start"
            gap="md"
            wrap="nowrap"
            style={{ minWidth: 0 }}
            {...(isOwn ? hintTarget('change_avatar') : {})}
          >
            <ProfileAvatar
              url={user.avatar?.url ?? null}
              name={name}
              address={user.address}
              editable={isOwn}
              nft={user.avatar?.type === 'nft'}
            />
            <Stack gap={2} pt="sm" style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Title
                  order={1}
                  size="h2"
                  lh={1.2}
                  data-testid="profile-name"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {name}
                </Title>
                {/* Without a display name the title is the address: copy it from there. */}
                {!hasName && (
                  <CopyButton value={user.address} label={t('profile.copyAddress')} size="sm" />
                )}
                <LevelBadge level={user.level} levelName={user.levelName} size="md" withName />
              </Group>
              {hasName && (
                <Group gap={2} wrap="nowrap">
                  <Tooltip label={user.address} withArrow>
                    <Text
                      size="sm"
                      c="dimmed"
                      ff="monospace"
                      tabIndex={0}
                      aria-label={user.address}
                    >
                      {shortAddress(user.address)}
                    </Text>
                  </Tooltip>
                  <CopyButton value={user.address} label={t('profile.copyAddress')} size="sm" />
                </Group>
              )}
            </Stack>
          </Group>
          <Group gap="sm" pt="sm">
            {isOwn ? (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => setEditing(true)}
                data-testid="edit-profile-button"
              >
                {t('profile.edit')}
              </Button>
            ) : (
              <FollowUserButton userId={user.id} isFollowed={user.isFollowed} />
            )}
          </Group>
        </Group>

        {user.bio ? (
          <Text mt="md" className={classes.bio} data-testid="profile-bio">
            {user.bio}
          </Text>
        ) : (
          isOwn && (
            <Text mt="md" c="dimmed" size="sm">
              {t('profile.noBio')}
            </Text>
          )
        )}

        {user.socialLinks.length > 0 && (
          <Group gap="xs" mt="sm" data-testid="profile-social-links">
            {user.socialLinks.map((link) => (
              <Button
                key={`${link.name}-${link.url}`}
                component="a"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                variant="light"
                color={link.isPublic ? 'blue' : 'gray'}
                size="compact-sm"
                radius="xl"
                leftSection={<SocialLinkIcon name={link.name} url={link.url} size={16} />}
                title={isOwn && !link.isPublic ? t('profile.privateLink') : undefined}
              >
                {link.name}
                {isOwn && !link.isPublic && (
                  <Text span size="xs" c="dimmed" ml={4}>
                    ({t('profile.private')})
                  </Text>
                )}
              </Button>
            ))}
          </Group>
        )}

        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" mt="lg">
          <Stat label={t('profile.reviews')} value={number(user.reviewsCount)} />
          <Stat
            label={t('profile.followers')}
            value={number(followers)}
            onClick={() => openList('followers')}
            testId="followers-count"
          />
          <Stat
            label={t('profile.following')}
            value={number(following)}
            onClick={() => openList('following')}
            testId="following-count"
          />
          <Stat
            label={t('profile.followedProjects')}
            value={statistic.data ? number(statistic.data.followingProjects) : '—'}
          />
        </SimpleGrid>
      </Box>

      <Suspense fallback={null}>
        {isOwn && me && (
          <EditProfileModal me={me} opened={editing} onClose={() => setEditing(false)} />
        )}
        {listUsed && (
          <FollowListModal
            user={user}
            direction={list}
            onDirectionChange={setList}
            onClose={() => setList(null)}
          />
        )}
      </Suspense>
    </Paper>
  );
}

function Stat({
  label,
  value,
  onClick,
  testId,
}: {
  label: string;
  value: string;
  onClick?: () => void;
  testId?: string;
}) {
  const body = (
    <>
      <Text fw={700} size="lg" lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </>
  );
  if (!onClick)
    return (
      <Box className={classes.statButton} data-testid={testId}>
        {body}
      </Box>
    );
  return (
    <UnstyledButton
      className={classes.statButton}
      onClick={onClick}
      data-testid={testId}
      aria-haspopup="dialog"
    >
      {body}
    </UnstyledButton>
  );
}
