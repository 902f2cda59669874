// Home (spec 2): hero with search and platform statistics, tabs New / Popular / Trending,
// Top Active Reviewers, then the Popular, Trending, New Gems and Good Rating sections.
import { Box, Container, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI } from '@chainreview/shared/limits';
import { useDocumentTitle } from '@/components/page-title';
import { HomeHero } from '@/features/projects/components/home-hero';
import {
  FeaturedSection,
  GoodRatingSection,
  NewGemsSection,
  PopularSection,
  TrendingSection,
} from '@/features/projects/components/home-sections';
import { HomeTabs } from '@/features/projects/components/home-tabs';
import { PlatformStats } from '@/features/projects/components/platform-stats';
import { TopReviewers } from '@/features/reviewers/components/top-reviewers';
import classes from '../layouts/layouts.module.css';

export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.home.title'));
  return (
    <Box className={classes.grey} pb={64}>
      <HomeHero />
      <Container size={UI.contentMaxWidth} mt={-28} pos="relative">
        <Stack gap={40}>
          <PlatformStats />
          <Grid gutter="lg" align="stretch">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <HomeTabs />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TopReviewers />
            </Grid.Col>
          </Grid>
          <FeaturedSection />
          <PopularSection />
          <TrendingSection />
          <NewGemsSection />
          <GoodRatingSection />
        </Stack>
      </Container>
    </Box>
  );
}
