// The trusted rating as a small line on project cards and rows in lists ranked by it (Good
// Rating), so a reader sees why a 4-star project can rank above a 5-star one.
import { Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { formatRating } from '@/lib/format';

export function TrustedLine({ project }: { project: Pick<Project, 'trustedRating'> }) {
  const { t } = useTranslation();
  if (project.trustedRating == null) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid="trusted-line">
      <IconShieldCheck size={14} color="var(--mantine-color-teal-6)" aria-hidden />
      <Text size="xs" c="dimmed" fw={600}>
        {t('project.trusted.value', { rating: formatRating(project.trustedRating) })}
      </Text>
    </Group>
  );
}
