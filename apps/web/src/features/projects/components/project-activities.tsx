// Project activities panel (spec 2): reviews by token holders and by reviewer level, with its
// empty state 'There are no featured activities yet'.
import { Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { formatCount } from '@/lib/format';
import {
  useProjectActivities,
  type ProjectActivities as Counts,
} from '../api/get-project-activities';

const LEVELS = [9, 8, 7, 6, 5, 4, 3, 2, 1] as const;

export function ProjectActivities({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation();
  const query = useProjectActivities(projectId);
  const rows = query.data
    ? [
        {
          key: 'holders',
          label: t('project.activities.holders'),
          count: query.data.tokenHolderReviews,
        },
        ...LEVELS.map((level) => ({
          key: `level${level}`,
          label: t('project.activities.level', { level }),
          count: query.data[`level${level}Reviews` as keyof Counts],
        })),
      ]
    : [];
  const max = Math.max(0, ...rows.map((r) => r.count));
  const empty = (
    <EmptyState
      message={t('project.activities.empty')}
      icon={<IconActivity size={24} />}
      testId="activities-empty"
    />
  );
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="project-activities">
      <Title order={2} size="h4" mb="sm">
        {t('project.activities.title')}
      </Title>
      <QueryState
        query={query}
        loading={
          <Stack gap="xs" aria-busy>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={16} radius="xl" />
            ))}
          </Stack>
        }
        // A failed load reads as no activity, as an empty count does.
        renderError={() => empty}
        isEmpty={() => max === 0}
        empty={empty}
      >
        {() => (
          <Stack gap={8} component="ul" m={0} p={0}>
            {rows
              .filter((row) => row.count > 0)
              .map((row) => (
                <Group
                  key={row.key}
                  component="li"
                  gap="sm"
                  wrap="nowrap"
                  style={{ listStyle: 'none' }}
                >
                  <Text size="sm" w={120} style={{ flexShrink: 0 }}>
                    {row.label}
                  </Text>
                  <Progress
                    value={(row.count / max) * 100}
                    size="md"
                    radius="xl"
                    color={row.key === 'holders' ? 'grape' : 'blue'}
                    style={{ flex: 1 }}
                    aria-label={t('project.activities.rowLabel', {
                      label: row.label,
                      count: row.count,
                    })}
                  />
                  <Text size="sm" fw={600} w={36} ta="right" aria-hidden>
                    {formatCount(row.count, i18n.language)}
                  </Text>
                </Group>
              ))}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
