// A home section of project cards (Popular, Trending, New Gems, Good Rating Projects) with
// its loading skeletons, empty and error states.
import type { ReactNode } from 'react';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { QueryState, type QueryLike } from '@/components/query-state';
import { CardGridSkeleton } from '@/components/section-skeletons';
import { ProjectCard } from './project-card';

export function ProjectSection<T>({
  id,
  title,
  description,
  icon,
  color,
  query,
  projects,
  viewAllHref,
  actions,
  count = 4,
  showTrusted = false,
}: {
  /** Cards show the trusted rating (the Good Rating section, ranked by it). */
  showTrusted?: boolean;
  id: string;
  title: string;
  description: string;
  icon: ReactNode;
  color: string;
  query: QueryLike<T>;
  /** The section's projects out of the query's data. */
  projects: (data: T) => Project[];
  viewAllHref?: string;
  actions?: ReactNode;
  count?: number;
}) {
  const { t } = useTranslation();
  const headingId = `section-${id}`;
  return (
    <section aria-labelledby={headingId} data-testid={`section-${id}`}>
      <Group justify="space-between" align="flex-end" mb="sm" gap="xs">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <div>
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
        </Group>
        <Group gap="sm">
          {actions}
          {viewAllHref && (
            <Anchor component={Link} to={viewAllHref} size="sm" fw={600}>
              <Group gap={4} wrap="nowrap">
                {t('home.viewAll')}
                <IconArrowRight size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Group>
      </Group>
      <QueryState
        query={query}
        loading={
          <div aria-busy>
            <CardGridSkeleton count={count} />
          </div>
        }
        isEmpty={(data) => projects(data).length === 0}
        empty={t('home.noProjects')}
        frame={(node) => (
          <Paper withBorder radius="lg">
            {node}
          </Paper>
        )}
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {projects(data)
              .slice(0, count)
              .map((project, index) => (
                <ProjectCard
                  key={project.id}
                  project={project}
                  rank={index + 1}
                  showTrusted={showTrusted}
                />
              ))}
          </SimpleGrid>
        )}
      </QueryState>
    </section>
  );
}

export function SectionStack({ children }: { children: ReactNode }) {
  return <Stack gap={40}>{children}</Stack>;
}
