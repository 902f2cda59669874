// /user-rewards-history/{address} (spec 2): whose history it is, their XP and level, and the
// XP ledger in two tabs (review rewards, rewards received), ?tab=received and ?page=.
import { Anchor, Avatar, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCoin, IconGift, IconUserQuestion } from '@tabler/icons-react';
import { Link, useSearchParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@chainreview/shared/schemas/user';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState } from '@/components/empty-state';
import { LevelBadge } from '@/components/level-badge';
import { useDocumentTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { useUserProfile } from '../api/get-user-profile';
import { profileName } from './profile-header';
import { ReputationCard } from './reputation-card';
import { RewardsList } from './rewards-list';

export function RewardsHistoryView({ address }: { address: string }) {
  const { t } = useTranslation();
  const profile = useUserProfile(address);
  useDocumentTitle(
    profile.data
      ? t('rewards.pageTitleFor', { name: profileName(profile.data) })
      : t('pages.rewardsHistory.title'),
  );

  return (
    <QueryState
      query={profile}
      loading={
        <Center py={80}>
          <Loader aria-label={t('common.loading')} />
        </Center>
      }
      renderError={(error, retry) => {
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 404 || status === 400)
          return (
            <EmptyState message={errorMessage(error, t)} icon={<IconUserQuestion size={26} />} />
          );
        return <ErrorState message={errorMessage(error, t)} onRetry={retry} />;
      }}
    >
      {(user) => <RewardsHistory user={user} />}
    </QueryState>
  );
}

function RewardsHistory({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'received' ? 'received' : 'rewards';
  const name = profileName(user);
  const profileHref = paths.user.href(user.address, session.user?.address);
  return (
    <Stack gap="lg" data-testid="rewards-history-page">
      <Anchor
        component={Link}
        to={profileHref}
        size="sm"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden />
        {t('rewards.backToProfile')}
      </Anchor>
      <Group gap="md" wrap="nowrap">
        <Avatar src={user.avatar?.url ?? null} alt="" size={56} radius="xl" color="blue">
          {name.replace(/^0x/, '').slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {t('pages.rewardsHistory.title')}
          </Title>
          <Group gap={6}>
            <Text c="dimmed" size="sm" truncate>
              {name}
            </Text>
            <LevelBadge level={user.level} levelName={user.levelName} size="xs" />
          </Group>
        </Stack>
      </Group>
      <ReputationCard user={user} showHistoryLink={false} />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(
            (current) => {
              const copy = new URLSearchParams(current);
              copy.delete('page');
              if (value === 'received') copy.set('tab', 'received');
              else copy.delete('tab');
              return copy;
            },
            { preventScrollReset: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="rewards" leftSection={<IconGift size={16} />}>
            {t('profile.tabs.rewards')}
          </Tabs.Tab>
          <Tabs.Tab value="received" leftSection={<IconCoin size={16} />}>
            {t('profile.tabs.received')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rewards">
          <RewardsList userId={user.id} type="review_reward" />
        </Tabs.Panel>
        <Tabs.Panel value="received">
          <RewardsList userId={user.id} type="reward_received" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
