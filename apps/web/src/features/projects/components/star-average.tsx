// Read-only stars with the average to one decimal and, optionally, the review count.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaticStars } from '@/components/static-stars';
import { formatRating } from '@/lib/format';

export function StarAverage({
  avgStar,
  reviewCount,
  size = 'sm',
  showCount = true,
  showValue = true,
}: {
  avgStar: number;
  reviewCount?: number;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  showCount?: boolean;
  showValue?: boolean;
}) {
  const { t } = useTranslation();
  const label = t('project.ratingLabel', { rating: formatRating(avgStar) });
  return (
    <Group gap={6} wrap="nowrap">
      <StaticStars value={avgStar} size={size} label={label} />
      {showValue && (
        <Text size={size} fw={700} aria-hidden>
          {formatRating(avgStar)}
        </Text>
      )}
      {showCount && reviewCount !== undefined && (
        <Text size={size} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('project.reviewCount', { count: reviewCount })}
        </Text>
      )}
    </Group>
  );
}
