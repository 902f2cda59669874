// The one look for "nothing here" and "this failed" inside a card or a page section.
import type { ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function EmptyState({
  message,
  icon,
  children,
  testId,
}: {
  message: string;
  icon?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" data-testid={testId}>
      <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
        {icon ?? <IconMoodEmpty size={26} />}
      </ThemeIcon>
      <Text c="dimmed">{message}</Text>
      {children}
    </Stack>
  );
}

/** A failed load: the error's text and a retry. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" role="alert">
      <ThemeIcon variant="light" color="red" size={48} radius="xl" aria-hidden>
        <IconAlertTriangle size={26} />
      </ThemeIcon>
      <Text c="dimmed">{message ?? t('messages.anErrorOccurs')}</Text>
      {onRetry && (
        <Button variant="light" size="xs" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Stack>
  );
}
