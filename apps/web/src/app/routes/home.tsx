// Home (spec 2): hero with search and platform statistics, tabs New / Popular / Trending,
// Top Active Reviewers, then the Popular, Trending, New Gems and Good Rating sections. What is
// below a phone's first screen loads as it comes near.
import { lazy } from 'react';
import { Box, Container, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI } from '@chainreview/shared/limits';
import { DeferredSection } from '@/components/deferred-section';
import { RenderLater } from '@/components/render-later';
import { ProjectSectionsSkeleton, RankedListSkeleton } from '@/components/section-skeletons';
import { useDocumentTitle } from '@/components/page-title';
import { HomeHero } from '@/features/projects/components/home-hero';
import { HomeTabs } from '@/features/projects/components/home-tabs';
import { PlatformStats } from '@/features/projects/components/platform-stats';
import classes from '../layouts/layouts.module.css';

// Beside the tabs on a wide screen, so their texts are in the first part of English
// (english-split.ts checks these modules too).
const TopReviewers = lazy(() =>
  import('@/features/reviewers/components/top-reviewers').then((m) => ({
    default: m.TopReviewers,
  })),
);
const HomeSections = lazy(() =>
  import('@/features/projects/components/home-sections').then((m) => ({
    default: function HomeSections() {
      return (
        <>
          <m.FeaturedSection />
          <m.PopularSection />
          <m.TrendingSection />
          <m.NewGemsSection />
          <m.GoodRatingSection />
        </>
      );
    },
  })),
);

export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.home.title'));
  return (
    <Box className={classes.grey} pb={64}>
      <HomeHero />
      <Container size={UI.contentMaxWidth} mt={-28} pos="relative">
        {/* below the hero: one task after it on a first load */}
        <RenderLater placeholder={<Box mih="100vh" />}>
          <HomeBody />
        </RenderLater>
      </Container>
    </Box>
  );
}

function HomeBody() {
  return (
    <Stack gap={40}>
      <PlatformStats />
      <Grid gutter="lg" align="stretch">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <HomeTabs />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <RenderLater placeholder={<Box mih={600} />}>
            <DeferredSection name="top-reviewers" placeholder={<RankedListSkeleton rows={10} />}>
              <TopReviewers />
            </DeferredSection>
          </RenderLater>
        </Grid.Col>
      </Grid>
      {/* and what is below the first screen, one task later again */}
      <RenderLater placeholder={<Box mih={800} />}>
        <DeferredSection
          name="home-sections"
          placeholder={<ProjectSectionsSkeleton sections={4} />}
        >
          <HomeSections />
        </DeferredSection>
      </RenderLater>
    </Stack>
  );
}
