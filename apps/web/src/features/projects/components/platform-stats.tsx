// Platform statistics (GET /api/public/projects-reviews-statistic) as four figures.
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBox, IconMessageStar, IconThumbUp, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import { useProjectsStatistic } from '../api/get-projects-statistic';

export function PlatformStats() {
  const { t, i18n } = useTranslation();
  const query = useProjectsStatistic();
  if (query.isError) return null;
  const items = [
    { key: 'projects', icon: <IconBox size={20} />, color: 'blue' },
    { key: 'reviews', icon: <IconMessageStar size={20} />, color: 'yellow' },
    { key: 'reviewers', icon: <IconUsers size={20} />, color: 'teal' },
    { key: 'votes', icon: <IconThumbUp size={20} />, color: 'grape' },
  ] as const;
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      data-testid="platform-stats"
      aria-label={t('home.stats.label')}
    >
      {items.map((item) => (
        <Paper key={item.key} radius="lg" p="md" withBorder role="group">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color={item.color} size={40} radius="md" aria-hidden>
              {item.icon}
            </ThemeIcon>
            <div>
              <Text fw={800} fz="xl" lh={1.2}>
                {query.data ? (
                  formatCount(query.data[item.key], i18n.language)
                ) : (
                  <Skeleton height={24} width={60} component="span" display="block" />
                )}
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
