import { Tooltip } from '@/components/floating/tooltip';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The verified mark beside a project's name, with its meaning for screen readers. */
export function VerifiedMark({ size = 18 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('project.verified')} withArrow withinPortal>
      <span
        role="img"
        aria-label={t('project.verified')}
        data-testid="verified-mark"
        style={{ display: 'inline-flex', color: 'var(--mantine-color-blue-filled)', flexShrink: 0 }}
      >
        <IconRosetteDiscountCheckFilled size={size} />
      </span>
    </Tooltip>
  );
}
