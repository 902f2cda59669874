// Read-only stars with the average to one decimal and, optionally, the review count.
import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
      <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
        <Rating value={avgStar} fractions={10} readOnly size={size} />
      </span>
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
