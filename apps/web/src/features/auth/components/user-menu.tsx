// The signed-in user's menu (spec 2): profile, donations, balances, energy meter with its
// refill countdown, logout. The refill timer runs while the menu is closed too.
import { Box, Button, Group, Menu, Text } from '@mantine/core';
import { IconBook, IconChevronDown, IconGift, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@chainreview/shared/schemas/user';
import { shortAddress } from '@/lib/format';
import { paths } from '@/config/paths';
import { externalLinks } from '@/config/env';
import { LevelBadge } from '@/components/level-badge';
import { useSession } from '@/lib/session';
import { formatBalance, useWalletBalances } from '@/lib/wallet-balances';
import { EnergyMeter, useEnergyView } from './energy-meter';
import { useEnergyRefill } from '../hooks/use-energy-refill';
import { UserAvatar } from '@/components/identicon';

const NO_VALUE = '—';

export function UserMenu() {
  const { user } = useSession();
  if (!user) return null;
  return <SignedInMenu user={user} />;
}

function SignedInMenu({ user }: { user: Me }) {
  const { t } = useTranslation();
  const { logout } = useSession();
  const energy = useEnergyView(user);
  useEnergyRefill(energy.refillAt);

  const label = user.displayName?.trim() || shortAddress(user.address);

  return (
    <Menu position="bottom-end" width={300} shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          data-testid="user-menu-button"
          data-focus-key="account"
          leftSection={<UserAvatar address={user.address} url={user.avatar?.url} size={22} />}
          rightSection={<IconChevronDown size={14} />}
          title={t('userMenu.open')}
          aria-label={`${t('userMenu.open')}: ${label}`}
          maw={220}
        >
          {/* Phones show the avatar only: the bar has no room for the name. */}
          <Text span truncate="end" size="sm" fw={600} visibleFrom="xs">
            {label}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Group px="sm" pt="xs" gap={6} wrap="nowrap">
          <Text size="sm" fw={700} truncate="end">
            {label}
          </Text>
          <LevelBadge level={user.level} levelName={user.levelName} size="xs" />
        </Group>
        <Menu.Label>{t('userMenu.walletAddress')}</Menu.Label>
        <Box px="sm" pb="xs">
          <Text
            size="xs"
            ff="monospace"
            style={{ wordBreak: 'break-all' }}
            data-testid="user-menu-address"
          >
            {user.address}
          </Text>
        </Box>
        <Menu.Item component={Link} to={paths.me.href()} leftSection={<IconUser size={16} />}>
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.me.href('donations')}
          leftSection={<IconGift size={16} />}
        >
          {t('userMenu.donations')}
        </Menu.Item>

        <Menu.Divider />
        <Menu.Label>{t('userMenu.balances')}</Menu.Label>
        <WalletBalances address={user.address} />

        <Menu.Divider />
        <Box px="sm" py="xs">
          <EnergyMeter user={user} />
        </Box>

        <Menu.Divider />
        <Menu.Item
          component="a"
          href={externalLinks.aboutProduct}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBook size={16} />}
        >
          {t('userMenu.learnProduct')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          data-testid="logout-button"
          onClick={() => void logout()}
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** BNB (5 decimals) and BUSD (2) of the connected wallet; mounted only while the menu is open,
 * so the 30 s poll stops when it closes or the page is left (spec 4). */
function WalletBalances({ address }: { address: string }) {
  const { wallet } = useSession();
  const balances = useWalletBalances(wallet.address ?? address);
  const bnb = formatBalance(balances.data?.bnb, 5) ?? NO_VALUE;
  const busd = formatBalance(balances.data?.busd, 2) ?? NO_VALUE;
  return (
    <Box px="sm" pb="xs">
      <Group justify="space-between">
        <Text size="sm">BNB</Text>
        <Text size="sm" data-testid="balance-bnb">
          {bnb}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">BUSD</Text>
        <Text size="sm" data-testid="balance-busd">
          {busd}
        </Text>
      </Group>
    </Box>
  );
}
