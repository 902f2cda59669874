// Placeholders of the parts below the first screen while their code and data load: the same
// outline (heading, card grid, rows) at the same height, so nothing moves when they arrive and
// the page shows where things will be instead of one large grey block.
import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** A section heading: the icon tile, the title and its one-line description. */
function HeadingSkeleton({ icon = 40 }: { icon?: number }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Skeleton height={icon} width={icon} radius="md" />
      <Stack gap={8}>
        <Skeleton height={20} width={180} radius="sm" />
        <Skeleton height={12} width={240} radius="sm" />
      </Stack>
    </Group>
  );
}

/** A home project section: heading, then four cards (one column on a phone, four wide). */
export function ProjectSectionSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div aria-hidden>
      <Group mb="sm">
        <HeadingSkeleton />
      </Group>
      <CardGridSkeleton count={count} />
    </div>
  );
}

/** The cards of a project section, as the section lays them out. */
export function CardGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={138} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** `sections` project sections, spaced as the home page spaces them. */
export function ProjectSectionsSkeleton({ sections }: { sections: number }) {
  return (
    <Stack gap={40} aria-busy data-testid="sections-skeleton">
      {Array.from({ length: sections }, (_, i) => (
        <ProjectSectionSkeleton key={i} />
      ))}
    </Stack>
  );
}

/** A ranked list in a card (Top Reviewers): heading, then `rows` avatar-and-two-lines rows. */
export function RankedListSkeleton({ rows }: { rows: number }) {
  return (
    <Paper withBorder radius="lg" h="100%" aria-busy data-testid="list-skeleton">
      <Group p="md" pb="sm">
        <Skeleton height={36} width={36} radius="md" />
        <Skeleton height={18} width={160} radius="sm" />
      </Group>
      <Stack gap={0} aria-hidden>
        {Array.from({ length: rows }, (_, i) => (
          <Group key={i} gap="sm" wrap="nowrap" px="md" py={10}>
            <Skeleton height={36} width={36} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="60%" radius="sm" />
              <Skeleton height={10} width="40%" radius="sm" />
            </Stack>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
