// The nav's link to the activity feed (/recent-activities); the guided hints point at it
// (data-hint="activity").
import { ActionIcon } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import { IconActivity } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '@chainreview/shared/limits';
import { paths } from '@/config/paths';
import { hintTarget } from '@/lib/hint-target';

export function ActivityLink() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('nav.activity')} withArrow openDelay={TIMERS.tooltipDelay}>
      <ActionIcon
        component={Link}
        to={paths.recentActivities.href()}
        variant="default"
        size="lg"
        aria-label={t('nav.activity')}
        {...hintTarget('activity')}
        data-testid="activity-link"
      >
        <IconActivity size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
