// The home page's hero: the product's promise and its own big search box (the nav's is
// hidden on '/').
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI } from '@chainreview/shared/limits';
import { ProjectSearch } from './project-search';
import classes from './home.module.css';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <Box className={classes.hero} component="section" aria-labelledby="home-title">
      <Container size={UI.contentMaxWidth} py={{ base: 40, sm: 64 }}>
        <Stack align="center" gap="lg" maw={760} mx="auto" ta="center">
          <Title order={1} id="home-title" className={classes.heroTitle}>
            {t('home.heroTitle')}
          </Title>
          <Text size="lg" className={classes.heroText}>
            {t('home.heroText')}
          </Text>
          <Box w="100%" ta="left">
            <ProjectSearch variant="hero" testId="home-search" />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
