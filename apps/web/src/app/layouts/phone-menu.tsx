// The nav's menu on small layouts (below 992 px), where the bar has no room for the theme and
// language switches, the network name or 'Submit Project': one button opens them all. The
// menu itself loads on first use (DeferredMenu).
import {
  ActionIcon,
  Badge,
  Group,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconCheck, IconExternalLink, IconMenu2, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworkName } from '@/features/auth/components/chain-badge';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@chainreview/shared/enums';
import { DeferredMenu } from '@/components/floating/deferred-menu';
import { externalLinks } from '@/config/env';
import { isLanguage, setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';

export function PhoneMenu() {
  const { t, i18n } = useTranslation();
  const { isAuthenticated, wallet } = useSession();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const networkName = useNetworkName();
  const network =
    isAuthenticated && wallet.connected && wallet.chainId != null
      ? networkName(wallet.chainId)
      : null;

  const button = (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t('nav.phone.menu')}
      data-testid="phone-menu-button"
    >
      <IconMenu2 size={18} />
    </ActionIcon>
  );
  return (
    <DeferredMenu target={button}>
      {(Menu, target) => (
        <Menu position="bottom-end" withinPortal shadow="md" width={240}>
          <Menu.Target>{target}</Menu.Target>
          <Menu.Dropdown data-testid="phone-menu">
            {network && (
              <>
                <Menu.Label>{t('nav.network')}</Menu.Label>
                <Group px="sm" pb="xs">
                  <Badge
                    variant="light"
                    size="lg"
                    radius="sm"
                    tt="none"
                    data-testid="phone-chain-name"
                  >
                    {network}
                  </Badge>
                </Group>
                <Menu.Divider />
              </>
            )}
            <Menu.Label>{t('theme.label')}</Menu.Label>
            {(['light', 'dark'] as const).map((value) => (
              <Menu.Item
                key={value}
                leftSection={value === 'dark' ? <IconMoon size={16} /> : <IconSun size={16} />}
                rightSection={scheme === value ? <IconCheck size={14} /> : null}
                aria-current={scheme === value ? 'true' : undefined}
                closeMenuOnClick={false}
                onClick={() => setColorScheme(value)}
                data-testid={`phone-theme-${value}`}
              >
                {t(`theme.${value}`)}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Label>{t('language.menu')}</Menu.Label>
            {LANGUAGES.map((code) => (
              <Menu.Item
                key={code}
                lang={code}
                rightSection={code === current ? <IconCheck size={14} /> : null}
                aria-current={code === current ? 'true' : undefined}
                onClick={() => void setLanguage(code)}
                data-testid={`phone-language-${code}`}
              >
                <Text span size="sm">
                  {LANGUAGE_NAMES[code]}
                </Text>
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item
              component="a"
              href={externalLinks.submitProject}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={14} />}
            >
              {t('nav.submitProject')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </DeferredMenu>
  );
}
