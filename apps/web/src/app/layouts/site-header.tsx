// The nav bar (spec 2): logo and name, search (hidden on '/', an icon on small screens),
// chain name, activity link, notification bell and profile menu when signed in, 'Submit
// Project', theme and language switches (in one menu below 992 px), Connect Wallet when
// signed out. It also mounts the
// level-up popup and the guided hints, which follow route changes. What only a signed-in
// member sees (profile menu, bell, level-up popup) loads once a session exists or is being
// restored, so a visitor's first load does not carry it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useLocation } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { UI } from '@chainreview/shared/limits';
import { paths } from '@/config/paths';
import { externalLinks } from '@/config/env';
import { ActivityLink } from '@/components/activity-link';
import { LanguageMenu } from '@/components/language-menu';
import { Logo } from '@/components/logo';
import { RenderLater } from '@/components/render-later';
import { ThemeToggle } from '@/components/theme-toggle';
import { useSession } from '@/lib/session';
import { ChainBadge } from '@/features/auth/components/chain-badge';
import { ConnectWalletButton } from '@/features/auth/components/connect-wallet-button';
import { HintsOverlay } from '@/features/hints/components/hints-overlay';
import { NavSearch, NavSearchToggle, useWideNavSearch } from './nav-search';
import { PhoneMenu } from './phone-menu';
import classes from './layouts.module.css';
import { withRestTexts } from '@/lib/i18n';

const loadUserMenu = () => withRestTexts(import('@/features/auth/components/user-menu'));
const loadBell = () =>
  withRestTexts(import('@/features/notifications/components/notification-bell'));
const loadLevelUp = () => withRestTexts(import('@/features/level-up/components/level-up-popup'));
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() => loadBell().then((m) => ({ default: m.NotificationBell })));
const LevelUpPopup = lazy(() => loadLevelUp().then((m) => ({ default: m.LevelUpPopup })));

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const [mobileSearch, setMobileSearch] = useState(false);
  const showSearch = pathname !== paths.home.path;
  const wide = useWideNavSearch();
  const member = session.status !== 'anonymous';
  // fetched while a stored session is checked or a sign-in runs, ready when it succeeds
  useEffect(() => {
    if (!member) return;
    void loadUserMenu();
    void loadBell();
    void loadLevelUp();
  }, [member]);

  return (
    <Box component="header" className={classes.header}>
      <Container size={UI.contentMaxWidth} className={classes.headerInner}>
        <Group
          component="nav"
          aria-label={t('nav.mainNavigation')}
          h="100%"
          gap="sm"
          wrap="nowrap"
          justify="space-between"
        >
          <Anchor
            component={Link}
            to={paths.home.href()}
            underline="never"
            c="inherit"
            aria-label={t('app.homeLink')}
            className={classes.brand}
          >
            <Group gap={8} wrap="nowrap">
              <Logo size={32} />
              <Text fw={800} size="lg" visibleFrom="xs">
                {t('app.name')}
              </Text>
            </Group>
          </Anchor>

          {showSearch && (
            <Box visibleFrom="sm" style={{ flex: 1, maxWidth: 480 }}>
              {wide && <NavSearch />}
            </Box>
          )}

          <Group gap="xs" wrap="nowrap" ml="auto" className={classes.navEnd}>
            {/* the bar's controls: one task after the logo and the page's top on a first load */}
            <RenderLater>
              {showSearch && (
                <Box hiddenFrom="sm">
                  <NavSearchToggle
                    opened={mobileSearch}
                    onToggle={() => setMobileSearch((v) => !v)}
                  />
                </Box>
              )}
              <Button
                component={Link}
                to={paths.quests.href()}
                variant="subtle"
                visibleFrom="md"
                data-testid="nav-quests"
              >
                {t('quests.listTitle')}
              </Button>
              <Button
                component="a"
                href={externalLinks.submitProject}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                rightSection={<IconExternalLink size={14} />}
                visibleFrom="md"
              >
                {t('nav.submitProject')}
              </Button>
              <Box visibleFrom="md">
                <ChainBadge />
              </Box>
              {/* Always in the bar: the activity hint points at it on phones too. */}
              <ActivityLink />
              {session.isAuthenticated && (
                <Suspense fallback={null}>
                  <NotificationBell />
                </Suspense>
              )}
              <Box visibleFrom="md">
                <ThemeToggle testId="theme-toggle" />
              </Box>
              <Box visibleFrom="md">
                <LanguageMenu withTestIds compact />
              </Box>
              {session.isAuthenticated ? (
                <Suspense fallback={null}>
                  <UserMenu />
                </Suspense>
              ) : (
                <ConnectWalletButton className={classes.connectWallet} />
              )}
              {/* Below 992 px the theme, language, network name and Submit Project live here. */}
              <Box hiddenFrom="md">
                <PhoneMenu />
              </Box>
            </RenderLater>
          </Group>
        </Group>
      </Container>
      {showSearch && mobileSearch && (
        <Box hiddenFrom="sm" px="md" pb="sm" className={classes.mobileSearch}>
          <NavSearch autoFocus onDone={() => setMobileSearch(false)} />
        </Box>
      )}
      {session.user && (
        <Suspense fallback={null}>
          <LevelUpPopup />
        </Suspense>
      )}
      <HintsOverlay />
    </Box>
  );
}
