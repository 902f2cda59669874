// The feeds' two columns: the list (8 of 12) and, from the md breakpoint, an aside (4 of 12).
// A CSS grid rather than Mantine's Grid, which these pages would load for this one layout.
// The aside's code loads only where it shows: a phone never loads it.
import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { withRestTexts } from '@/lib/i18n';
import classes from './feed-columns.module.css';

const FeedAside = lazy(() =>
  withRestTexts(import('./feed-aside')).then((m) => ({ default: m.FeedAside })),
);

export function FeedColumns({
  main,
  hashtags,
}: {
  main: ReactNode;
  /** The hashtags of the reviews on screen, for the aside. */
  hashtags?: string[];
}) {
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  return (
    <div className={classes.columns}>
      <div>{main}</div>
      <Box visibleFrom="md">
        {wide && (
          <Suspense fallback={null}>
            <FeedAside hashtags={hashtags} />
          </Suspense>
        )}
      </Box>
    </div>
  );
}
