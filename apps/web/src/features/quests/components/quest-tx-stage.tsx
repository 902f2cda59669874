// The stage of a quest's escrow transaction while the wallet and the chain work.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function TxStage({ stage }: { stage: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="quest-tx-stage">
      {t(`quests.stages.${stage}`)}
    </Text>
  );
}
