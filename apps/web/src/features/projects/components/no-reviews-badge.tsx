// Said instead of a rating while a project has no review: "0.0" with "0 reviews" reads as a
// bad score, not as an empty one.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function NoReviewsBadge({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Badge size={size} variant="default" radius="sm" tt="none" data-testid="no-reviews">
      {t('project.noReviews')}
    </Badge>
  );
}
