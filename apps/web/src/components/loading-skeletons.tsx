// The loading placeholders of lists (what QueryState shows while a page loads): a column of
// card-sized skeletons, or the rows of a project table.
import { Skeleton, Stack } from '@mantine/core';

/** `count` card placeholders of `height` px, spaced as the cards are. */
export function CardSkeletons({ count, height }: { count: number; height: number }) {
  return (
    <Stack gap="md" aria-busy>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="lg" />
      ))}
    </Stack>
  );
}

/** `count` placeholders of a project table's rows. */
export function RowSkeletons({ count }: { count: number }) {
  return (
    <Stack gap={0} p="md" aria-busy>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={52} my={6} radius="md" />
      ))}
    </Stack>
  );
}
