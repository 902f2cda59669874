// The rate-and-write block (spec 2): stars that lead to write-review. The viewer's own review
// takes this place once the reviews feature can read it.
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '@chainreview/shared/schemas/project';
import { hintTarget } from '@/lib/hint-target';
import { useSession } from '@/lib/session';
import { useRateAndWrite } from '../hooks/use-rate-and-write';
import { StarPicker } from './star-picker';

export function RateBlock({ project }: { project: Project }) {
  const { t } = useTranslation();
  const session = useSession();
  const { rate, wish } = useRateAndWrite(project);
  return (
    <Group
      justify="space-between"
      align="center"
      gap="md"
      data-testid="rate-block"
      {...hintTarget('rate_review')}
    >
      <Stack gap={2}>
        <Title order={2} size="h4">
          {t('project.rateThis')}
        </Title>
        <Text size="sm" c="dimmed">
          {session.isAuthenticated
            ? t('project.rateHint', { name: project.name })
            : t('project.rateHintSignedOut')}
        </Text>
      </Stack>
      <StarPicker value={wish ?? 0} onPick={rate} />
    </Group>
  );
}
