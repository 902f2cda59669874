// The feeds' two columns: the list (8 of 12) and, from the md breakpoint, an aside (4 of 12).
// A CSS grid rather than Mantine's Grid, which these pages would load for this one layout.
import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import classes from './feed-columns.module.css';

export function FeedColumns({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <div className={classes.columns}>
      <div>{main}</div>
      <Box visibleFrom="md">{aside}</Box>
    </div>
  );
}
