// Followers and following of a user in a modal (spec 4), 10 at a time, each with a link to
// the profile, the level badge and Follow/Following.
import { Anchor, Button, Center, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@chainreview/shared/schemas/user';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/query-state';
import { FollowUserButton } from '@/components/follow-user-button';
import { LevelBadge } from '@/components/level-badge';
import { formatCount, shortAddress } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useFollowList, type FollowDirection } from '../api/get-follow-list';
import { UserAvatar } from '@/components/identicon';

export function FollowListModal({
  user,
  direction,
  onDirectionChange,
  onClose,
}: {
  user: Pick<PublicUser, 'id' | 'displayName' | 'address'>;
  direction: FollowDirection | null;
  onDirectionChange: (direction: FollowDirection) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width: 48em)');
  const name = user.displayName?.trim() || shortAddress(user.address);
  return (
    <Modal
      opened={direction !== null}
      onClose={onClose}
      title={<Text fw={700}>{name}</Text>}
      fullScreen={Boolean(small)}
      radius="lg"
      size="md"
    >
      {direction && (
        <Tabs
          value={direction}
          onChange={(v) => v && onDirectionChange(v as FollowDirection)}
          keepMounted={false}
        >
          <Tabs.List grow mb="sm">
            <Tabs.Tab value="followers">{t('profile.followers')}</Tabs.Tab>
            <Tabs.Tab value="following">{t('profile.following')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="followers">
            <FollowList userId={user.id} direction="followers" onNavigate={onClose} />
          </Tabs.Panel>
          <Tabs.Panel value="following">
            <FollowList userId={user.id} direction="following" onNavigate={onClose} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}

function FollowList({
  userId,
  direction,
  onNavigate,
}: {
  userId: string;
  direction: FollowDirection;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const list = useFollowList(userId, direction, true);
  return (
    <QueryState
      query={list}
      loading={
        <Center py="xl">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      }
      isEmpty={(data) => data.pages.every((p) => p.data.length === 0)}
      empty={direction === 'followers' ? t('profile.noFollowers') : t('profile.noFollowing')}
    >
      {(data) => {
        const users = data.pages.flatMap((p) => p.data);
        return (
          <Stack
            gap={0}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid={`${direction}-list`}
          >
            {users.map((u) => {
              const name = u.displayName?.trim() || shortAddress(u.address);
              return (
                <Group
                  key={u.id}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  py="xs"
                  gap="sm"
                >
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <UserAvatar address={u.address} url={u.avatar?.url} size={38} />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap={6} wrap="nowrap">
                        <Anchor
                          component={Link}
                          to={paths.user.href(u.address, session.user?.address)}
                          onClick={onNavigate}
                          fw={600}
                          size="sm"
                          truncate
                        >
                          {name}
                        </Anchor>
                        <LevelBadge level={u.level} levelName={u.levelName} size="xs" />
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t('profile.xpValue', { value: formatCount(u.score, i18n.language) })}
                      </Text>
                    </Stack>
                  </Group>
                  <FollowUserButton userId={u.id} isFollowed={u.isFollowed} size="xs" />
                </Group>
              );
            })}
            {list.hasNextPage && (
              <Center pt="sm">
                <Button
                  variant="subtle"
                  size="xs"
                  loading={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {t('profile.loadMore')}
                </Button>
              </Center>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
