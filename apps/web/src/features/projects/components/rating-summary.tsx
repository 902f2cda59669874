// Rating summary (spec 2): review count, the average out of 5 to one decimal, and a bar per
// star from 5 to 1 with its percent; beside the average, the trusted rating with a
// tooltip explaining both.
import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { Tooltip } from '@/components/floating/tooltip';
import { IconInfoCircle, IconShieldCheck, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRating } from '@/lib/format';
import { starShares, type StarCounts } from '../rating';
import { StaticStars } from '@/components/static-stars';

const BAR_COLORS = { 5: 'teal', 4: 'lime', 3: 'yellow', 2: 'orange', 1: 'red' } as const;

/** The trusted rating beside the plain average, and what each of them means. */
function TrustedRating({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" data-testid="trusted-rating">
      <IconShieldCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
      <Text size="sm" fw={600}>
        {t('project.trusted.value', { rating: formatRating(value) })}
      </Text>
      <Tooltip
        multiline
        w={320}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
        label={
          <Stack gap={6} data-testid="trusted-rating-explain">
            <Text size="xs">{t('project.trusted.average')}</Text>
            <Text size="xs">{t('project.trusted.explain')}</Text>
          </Stack>
        }
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          radius="xl"
          aria-label={t('project.trusted.about')}
          data-testid="trusted-rating-info"
        >
          <IconInfoCircle size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function RatingSummary({
  avgStar,
  trustedRating,
  reviewCount,
  counts,
}: {
  avgStar: number;
  /** Null or absent without reviews. */
  trustedRating?: number | null;
  reviewCount: number;
  counts: StarCounts;
}) {
  const { t } = useTranslation();
  const shares = starShares(counts);
  return (
    <Group align="center" gap="xl" wrap="wrap" data-testid="rating-summary">
      <Stack gap={4} align="center" miw={140}>
        <Text fz={48} fw={800} lh={1} data-testid="rating-average">
          {formatRating(avgStar)}
          <Text span c="dimmed" fz="lg" fw={600}>
            /5
          </Text>
        </Text>
        <StaticStars
          value={avgStar}
          size="md"
          label={t('project.ratingLabel', { rating: formatRating(avgStar) })}
        />
        <Text size="sm" c="dimmed" data-testid="rating-count">
          {t('project.reviewCount', { count: reviewCount })}
        </Text>
        {trustedRating != null && reviewCount > 0 && <TrustedRating value={trustedRating} />}
      </Stack>
      <Stack gap={6} style={{ flex: 1, minWidth: 220 }} component="ul" m={0} p={0}>
        {shares.map(({ star, count, percent }) => (
          <Group
            key={star}
            component="li"
            gap="sm"
            wrap="nowrap"
            style={{ listStyle: 'none' }}
            data-testid={`rating-bar-${star}`}
            data-percent={percent}
          >
            <Group gap={2} w={34} wrap="nowrap" aria-hidden>
              <Text size="sm" fw={600}>
                {star}
              </Text>
              <IconStarFilled size={12} color="var(--mantine-color-yellow-5)" />
            </Group>
            <Progress
              value={percent}
              color={BAR_COLORS[star]}
              size="lg"
              radius="xl"
              style={{ flex: 1 }}
              aria-label={t('project.starShare', { star, percent, count })}
            />
            <Text size="sm" c="dimmed" w={44} ta="right" aria-hidden>
              {percent}%
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
