// Switch Network modal (spec 2 and 5): reports, donations and quests need the action chain
// (lib/network: the configured donation chain, BNB Chain in production), named here.
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActionChain } from '@/lib/network';

export interface SwitchNetworkModalProps {
  opened: boolean;
  onClose: () => void;
  onSwitch: () => void;
  switching?: boolean;
}

export function SwitchNetworkModal({
  opened,
  onClose,
  onSwitch,
  switching = false,
}: SwitchNetworkModalProps) {
  const { t } = useTranslation();
  const { name } = useActionChain();
  return (
    <Modal opened={opened} onClose={onClose} title={t('switchNetwork.title')} centered radius="lg">
      <Stack>
        <Text data-testid="switch-network-message">
          {t('switchNetwork.named.message', { name })}
        </Text>
        <Button onClick={onSwitch} loading={switching} data-testid="switch-network-button">
          {t('switchNetwork.named.button', { name })}
        </Button>
      </Stack>
    </Modal>
  );
}
