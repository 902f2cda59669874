// The four page layouts of spec 2. Each is a layout route: nav on top, the page in <Outlet/>.
//  - primary: coloured primary background, the page on a card (write-review, submit-project, create-quest)
//  - narrow: a narrow column (my profile, profile, rewards history, quest list)
//  - standard: grey background with footer (project, review, search, hashtag, activities, ...)
//  - full: full width, no padding (the project lists)
import { Box, Container } from '@mantine/core';
import { RenderLater } from '@/components/render-later';
import { Outlet } from '@/lib/router';
import { UI } from '@chainreview/shared/limits';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './layouts.module.css';

export type LayoutKind = 'primary' | 'narrow' | 'standard' | 'full';

function Shell({
  kind,
  className,
  children,
  footer = true,
}: {
  kind: LayoutKind;
  className?: string;
  children: React.ReactNode;
  footer?: boolean;
}) {
  return (
    <div className={`${classes.page} ${className ?? ''}`} data-layout={kind}>
      <SiteHeader />
      <Box component="main" id="main" className={classes.main}>
        {children}
      </Box>
      {footer && (
        <RenderLater>
          <SiteFooter />
        </RenderLater>
      )}
    </div>
  );
}

export function PrimaryLayout() {
  return (
    <Shell kind="primary" className={classes.primary} footer={false}>
      <Container size={960} py={{ base: 'md', sm: 'xl' }}>
        <Box className={classes.primaryCard} p={{ base: 'md', sm: 'xl' }}>
          <Outlet />
        </Box>
      </Container>
    </Shell>
  );
}

export function NarrowLayout() {
  return (
    <Shell kind="narrow">
      <Container size={800} py="xl">
        <Outlet />
      </Container>
    </Shell>
  );
}

export function StandardLayout() {
  return (
    <Shell kind="standard" className={classes.grey}>
      <Container size={UI.contentMaxWidth} py="xl">
        <Outlet />
      </Container>
    </Shell>
  );
}

export function FullWidthLayout() {
  return (
    <Shell kind="full">
      <Outlet />
    </Shell>
  );
}
