// Full-width project list by chain (?chain=); the layout has no padding.
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export default function ProjectsByChainPage() {
  const { t } = useTranslation();
  return (
    <Box px="md" pt="xl">
      <PageTitle title={t('pages.projectsByChain.title')} />
    </Box>
  );
}
