// The project page's line under its reviews: how many the admin team removed, with the link to
// the public moderation figures. Nothing when none was removed.
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useProjectRemovals } from '../api/removal-api';

export function RemovedReviewsNote({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const removals = useProjectRemovals(projectId);
  const count = removals.data ?? 0;
  if (count === 0) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="removed-reviews">
      <Anchor component={Link} to={paths.transparency.href()} inherit display="inline-block" py={4}>
        {t('removal.projectRemoved', { count })}
      </Anchor>
    </Text>
  );
}
