// The user menu's energy meter (spec 2, 4): 'current/max', a bar capped at 100 %, and while
// below max the time until the full refill; 'Learn more about energy'.
import { Box, Group, Text } from '@mantine/core';
import { ProgressBar } from '@/components/progress-bar';
import { IconBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { externalLinks } from '@/config/env';
import { ExternalLink } from '@/components/external-link';
import { useSystemConfig } from '@/lib/system-config';
import { energyView, formatCountdown, type EnergyUser } from '@/lib/energy';
import { useNow } from '@/lib/use-now';

export function useEnergyView(user: EnergyUser) {
  const config = useSystemConfig();
  return energyView(user, config.data?.recycleEnergyStep);
}

export function EnergyMeter({ user }: { user: EnergyUser }) {
  const { t } = useTranslation();
  const view = useEnergyView(user);
  const now = useNow(view.refillAt !== null);
  const color = view.percent < 20 ? 'red' : view.percent < 50 ? 'yellow' : 'teal';

  return (
    <Box data-testid="energy-meter">
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <IconBolt size={16} aria-hidden color="var(--mantine-color-yellow-6)" />
          <Text size="sm" fw={600} id="energy-label">
            {t('userMenu.energy')}
          </Text>
        </Group>
        <Text size="sm" fw={600} data-testid="energy-value">
          {t('userMenu.energyValue', { current: view.current, max: view.max })}
        </Text>
      </Group>
      <ProgressBar
        value={view.percent}
        color={color}
        aria-labelledby="energy-label"
        valueText={t('userMenu.energyValue', { current: view.current, max: view.max })}
        data-testid="energy-bar"
        data-percent={Math.round(view.percent)}
      />
      {view.refillAt !== null && (
        <Text size="xs" c="dimmed" mt={6} role="timer" data-testid="energy-countdown">
          {t('energy.refillIn', { time: formatCountdown(view.refillAt - now) })}
        </Text>
      )}
      <ExternalLink href={externalLinks.energyHelp} size="xs" mt={6} display="inline-block">
        {t('userMenu.learnEnergy')}
      </ExternalLink>
    </Box>
  );
}
