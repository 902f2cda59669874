// Full-width project list: the layout has no padding, so the page brings its own.
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function ProjectsPage() {
  const { t } = useTranslation();
  return (
    <Box px="md" pt="xl">
      <PageTitle title={t('pages.projects.title')} />
    </Box>
  );
}
