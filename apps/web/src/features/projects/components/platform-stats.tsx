// Platform statistics (GET /api/public/projects-reviews-statistic) as four figures.
import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBox, IconMessageStar, IconThumbUp, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { formatCount } from '@/lib/format';
import { useProjectsStatistic } from '../api/get-projects-statistic';

const ITEMS = [
  { key: 'projects', icon: <IconBox size={20} />, color: 'blue' },
  { key: 'reviews', icon: <IconMessageStar size={20} />, color: 'yellow' },
  { key: 'reviewers', icon: <IconUsers size={20} />, color: 'teal' },
  { key: 'votes', icon: <IconThumbUp size={20} />, color: 'grape' },
] as const;

export function PlatformStats() {
  const { i18n } = useTranslation();
  const query = useProjectsStatistic();
  return (
    <QueryState
      query={query}
      loading={
        <StatsGrid
          value={() => <Skeleton height={24} width={60} component="span" display="block" />}
        />
      }
      // Hidden when the figures fail to load.
      renderError={() => null}
    >
      {(data) => <StatsGrid value={(key) => formatCount(data[key], i18n.language)} />}
    </QueryState>
  );
}

function StatsGrid({ value }: { value: (key: (typeof ITEMS)[number]['key']) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      data-testid="platform-stats"
      aria-label={t('home.stats.label')}
    >
      {ITEMS.map((item) => (
        <Paper key={item.key} radius="lg" p="md" withBorder role="group">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color={item.color} size={40} radius="md" aria-hidden>
              {item.icon}
            </ThemeIcon>
            <div>
              <Text fw={800} fz="xl" lh={1.2}>
                {value(item.key)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`home.stats.${item.key}`)}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
