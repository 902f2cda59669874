// Light/dark switch. The choice is saved as userDarkMode through Mantine's color scheme
// manager (see lib/theme.ts); the html element carries data-mantine-color-scheme.
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ThemeToggle({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.switchToDark') : t('theme.switchToLight');
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        data-testid={testId}
        onClick={() => setColorScheme(next)}
      >
        {computed === 'dark' ? (
          <IconSun size={18} stroke={1.6} />
        ) : (
          <IconMoon size={18} stroke={1.6} />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
