// Copy to clipboard with the spec's confirmation: 'Copied' for 1500 ms (spec 2, 9).
import { ActionIcon, CopyButton as MantineCopyButton, VisuallyHidden } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '@chainreview/shared/limits';

export function CopyButton({
  value,
  label,
  size = 'md',
  testId,
}: {
  value: string;
  /** What is copied, for screen readers: 'Copy contract address'. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <MantineCopyButton value={value} timeout={TIMERS.copyConfirmation}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('common.copied') : t('common.copy')} withArrow withinPortal>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size={size}
            onClick={copy}
            aria-label={copied ? t('common.copied') : (label ?? t('common.copy'))}
            data-testid={testId}
            data-copied={copied || undefined}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            <VisuallyHidden role="status">{copied ? t('common.copied') : ''}</VisuallyHidden>
          </ActionIcon>
        </Tooltip>
      )}
    </MantineCopyButton>
  );
}
