// Profile pages (spec 2): /me for the signed-in user (from the session's GET /api/me, which
// holds every link, private ones too) and /user/address/{address} for anybody (public data,
// isFollowed when signed in).
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconUserCircle, IconUserQuestion } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Me, PublicUser } from '@chainreview/shared/schemas/user';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { useUserProfile } from '../api/get-user-profile';
import { ProfileHeader, profileName } from './profile-header';
import { ProfileTabs } from './profile-tabs';
import { ReputationCard } from './reputation-card';

export function ProfileView({ user, me }: { user: PublicUser; me: Me | null }) {
  const isOwn = me !== null && me.id === user.id;
  return (
    <Stack gap="lg" data-testid="profile-view">
      <ProfileHeader user={user} me={me} />
      <ReputationCard user={user} />
      <ProfileTabs userId={user.id} address={user.address} isOwn={isOwn} />
    </Stack>
  );
}

function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

export function MyProfile() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(session.user ? profileName(session.user) : t('pages.me.title'));
  if (session.status === 'restoring' || session.status === 'authenticating') return <PageLoader />;
  if (!session.user)
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('pages.me.title')}
        </Title>
        <EmptyState
          message={t('profile.signInToSee')}
          icon={<IconUserCircle size={26} />}
          testId="me-signed-out"
        >
          <Button onClick={session.openConnectModal} mt="xs">
            {t('auth.connectWallet')}
          </Button>
        </EmptyState>
      </Stack>
    );
  return <ProfileView user={session.user} me={session.user} />;
}

export function UserProfile({ address }: { address: string }) {
  const { t } = useTranslation();
  const session = useSession();
  // Wait for a stored session, so the first load already carries isFollowed.
  const ready = session.status !== 'restoring' && session.status !== 'authenticating';
  const profile = useUserProfile(address, ready);
  useDocumentTitle(profile.data ? profileName(profile.data) : t('pages.user.title'));

  if (!ready) return <PageLoader />;
  return (
    <QueryState
      query={profile}
      loading={<PageLoader />}
      renderError={(error, retry) => {
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 404 || status === 400)
          return (
            <EmptyState
              message={errorMessage(error, t)}
              icon={<IconUserQuestion size={26} />}
              testId="user-not-found"
            >
              <Text size="sm" c="dimmed">
                {t('profile.notFoundHint')}
              </Text>
              <Button component={Link} to={paths.home.href()} variant="light" mt="xs">
                {t('notFound.backHome')}
              </Button>
            </EmptyState>
          );
        return <ErrorState message={errorMessage(error, t)} onRetry={retry} />;
      }}
    >
      {(user) => <ProfileView user={user} me={session.user} />}
    </QueryState>
  );
}
